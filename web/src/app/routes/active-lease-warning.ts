// The warning in the summary before a lease is charged: the member already rents a number for that service. The
// member's leases come from the query cache, read again only when missing; when they cannot be read, no warning.

import { serviceDisplayName } from '@shared/catalogue';
import { LABELS } from '@shared/messages';
import type { Service } from '@shared/schemas/services';
import { formatDate } from '@/components/ui/status-badge';
import { leasesQuery } from '@/features/numbers/api/queries';
import { queryClient } from '@/lib/query/client';

export async function activeLeaseWarning(service: Service): Promise<string | null> {
  const leases = await queryClient.ensureQueryData(leasesQuery()).catch(() => []);
  const running = leases.find((lease) => lease.status === 'active' && lease.service_id === service.id);
  return running
    ? LABELS.confirmPurchase.alreadyRenting(serviceDisplayName(service, 'lease'), formatDate(running.end_date))
    : null;
}
