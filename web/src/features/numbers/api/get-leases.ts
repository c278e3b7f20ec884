// GET /users/leases.php (docs/decisions/015 "Calls"): the member's leases, newest first, with days left.

import { leaseListResponse, type LeaseView } from '../../../../../shared/schemas/orders';
import { apiRequest } from '../../../lib/api-client';
import { useReloadable } from '../../../lib/use-async';

export async function getLeases(signal: AbortSignal): Promise<LeaseView[]> {
  return leaseListResponse.parse(await apiRequest('users.listLeases', { signal })).leases;
}

export function useLeases() {
  return useReloadable(getLeases);
}
