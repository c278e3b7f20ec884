// GET /admin/held-payments.php (docs/decisions/026): one page of the held payments, newest first, from `cursor`.

import { adminHeldPaymentsResponse } from '@shared/schemas/held-payments';
import { apiRequest } from '@/lib/api-client';
import type { PageParams } from '@/lib/admin/get-admin-data';

/** The list has no server search: only the cursor is sent. */
export async function getHeldPaymentsPage({ cursor }: PageParams, signal: AbortSignal) {
  return adminHeldPaymentsResponse.parse(
    await apiRequest('admin.listHeldPayments', { query: { cursor: cursor ?? undefined }, signal }),
  );
}
