// GET /users/leases.php (docs/decisions/015 "Calls"): the member's leases, newest first, with days left.

import { leaseListResponse, type LeaseView } from '@shared/schemas/orders';
import { apiRequest } from '@/lib/api-client';

export async function getLeases(signal: AbortSignal): Promise<LeaseView[]> {
  return leaseListResponse.parse(await apiRequest('users.listLeases', { signal })).leases;
}
