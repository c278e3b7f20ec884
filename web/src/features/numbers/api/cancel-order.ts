// DELETE /users/orders.php?id= (ours): cancels a one-time order that has no code yet; the price is refunded at once.

import { cancelOrderResponse, type OrderView } from '@shared/schemas/orders';
import { apiRequest } from '@/lib/api-client';

export async function cancelOrder(id: string): Promise<{ order: OrderView; message: string }> {
  return cancelOrderResponse.parse(await apiRequest('users.cancelOrder', { query: { id } }));
}
