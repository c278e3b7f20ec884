// POST /users/orders.php (docs/decisions/015 "Calls"): a member buys a one-time number; the server checks the price it
// is sent.

import { createOrderResponse, type OrderView } from '@shared/schemas/orders';
import type { Service } from '@shared/schemas/services';
import { apiRequest } from '@/lib/api-client';

export async function createOrder(service: Service, priceCents: number): Promise<OrderView> {
  const body = { service_id: service.id, service_name: service.name, price_cents: priceCents };
  return createOrderResponse.parse(await apiRequest('users.createOrder', { body })).order;
}
