// GET /users/orders.php (docs/decisions/015 "Calls"): the member's one-time orders, newest first, and a hook that can
// reload them.

import { orderListResponse, type OrderView } from '../../../../../shared/schemas/orders';
import { apiRequest } from '../../../lib/api-client';
import { useReloadable } from '../../../lib/use-async';

export async function getOrders(signal: AbortSignal): Promise<OrderView[]> {
  return orderListResponse.parse(await apiRequest('users.listOrders', { signal })).orders;
}

export function useOrders() {
  return useReloadable(getOrders);
}
