// GET /users/orders.php: the member's one-time orders, newest first (polled every 5 s for the code).

import { toOrderView } from '../../domain/orders/one-time-order.js';
import { userOwner } from '../../domain/stock/owner.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';

export const listOrders: Operation = async (request, deps) => {
  const [orders, services] = await Promise.all([
    deps.oneTimeOrders.list(userOwner(currentUser(request).id)),
    deps.catalogue.byId(),
  ]);
  return { body: { orders: orders.map((order) => toOrderView(order, services.get(order.serviceId))) } };
};
