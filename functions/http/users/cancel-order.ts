// DELETE /users/orders.php?id=: cancels the member's one-time order that has no code yet, refunded at once.

import { MESSAGES } from '../../../shared/messages.js';
import { cancelOrderQuery } from '../../../shared/schemas/orders.js';
import { cancelOneTimeOrder } from '../../domain/orders/end-one-time-order.js';
import { toOrderView } from '../../domain/orders/one-time-order.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';
import { queryParams } from '../core/request.js';

export const cancelOrder: Operation = async (request, deps) => {
  const { id } = queryParams(request, cancelOrderQuery);
  const order = await cancelOneTimeOrder(deps, currentUser(request), id);
  const services = await deps.catalogue.byId();
  return { body: { message: MESSAGES.orderCancelled, order: toOrderView(order, services.get(order.serviceId)) } };
};
