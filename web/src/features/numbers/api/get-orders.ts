// GET /users/orders.php (docs/decisions/015 "Calls"): the member's one-time orders, newest first.

import { orderListResponse, type OrderView } from '@shared/schemas/orders';
import { apiRequest } from '@/lib/api-client';

export async function getOrders(signal: AbortSignal): Promise<OrderView[]> {
  return orderListResponse.parse(await apiRequest('users.listOrders', { signal })).orders;
}
