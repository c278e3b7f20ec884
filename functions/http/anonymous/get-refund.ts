// GET /anonymous/refund.php?order_id=: what an anonymous order owes its buyer, for whoever holds the order's link
// (docs/decisions/063).

import { orderIdQuery } from '../../../shared/schemas/payments.js';
import { moneyOwed } from '../../domain/refunds/money-owed.js';
import type { Operation } from '../core/area-handler.js';
import { queryParams } from '../core/request.js';

export const getRefund: Operation = async (request, deps) => ({
  body: await moneyOwed(deps, queryParams(request, orderIdQuery).order_id),
});
