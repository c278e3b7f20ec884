// POST /users/leases/renew.php and PUT /users/leases/auto-renew.php (ours, docs/decisions/062): a lease kept 30 more
// days from the wallet, and its automatic renewal switched.

import { autoRenewResponse, renewLeaseResponse, type LeaseView } from '@shared/schemas/orders';
import { apiRequest } from '@/lib/api-client';

export async function renewLease(leaseId: string): Promise<{ lease: LeaseView; message: string }> {
  return renewLeaseResponse.parse(await apiRequest('users.renewLease', { body: { lease_id: leaseId } }));
}

export async function setLeaseAutoRenew(
  leaseId: string,
  autoRenew: boolean,
): Promise<{ lease: LeaseView; message: string }> {
  return autoRenewResponse.parse(
    await apiRequest('users.setLeaseAutoRenew', { body: { lease_id: leaseId, auto_renew: autoRenew } }),
  );
}
