// POST /users/orders.php: buys a one-time number; 402 when the wallet is short, 503 when no number is left.

import { MESSAGES } from '../../../shared/messages.js';
import { purchaseRequest } from '../../../shared/schemas/orders.js';
import { buyOneTimeNumber } from '../../domain/orders/buy-one-time-number.js';
import { toOrderView } from '../../domain/orders/one-time-order.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';
import { jsonBody } from '../core/request.js';

export const createOrder: Operation = async (request, deps) => {
  const order = await buyOneTimeNumber(deps, currentUser(request), jsonBody(request, purchaseRequest));
  const service = await deps.catalogue.get(order.serviceId);
  return {
    status: 201,
    body: {
      phone_number: order.phoneNumber,
      order_id: order.id,
      message: MESSAGES.orderCreated,
      order: toOrderView(order, service),
    },
  };
};
