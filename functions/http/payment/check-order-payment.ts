// GET /payment/check-payment-status.php and /anonymous/check-payment.php?order_id=: is the order paid?

import { orderIdQuery } from '../../../shared/schemas/payments.js';
import { anonymousOrderStatus } from '../../domain/payments/create-anonymous-order.js';
import type { Operation } from '../core/area-handler.js';
import { queryParams } from '../core/request.js';

export const checkOrderPayment: Operation = async (request, deps) => ({
  body: await anonymousOrderStatus(deps, queryParams(request, orderIdQuery).order_id),
});
