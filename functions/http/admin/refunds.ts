// GET /admin/refunds.php and PUT /admin/refunds/{order_id}.php: every amount owed to anonymous buyers, and an operator's
// approval or refusal of a payout above the limits (docs/decisions/064).

import { adminRefundsQuery, reviewPayoutBody } from '../../../shared/schemas/refunds.js';
import { listOwedRefunds } from '../../domain/refunds/owed-refunds-list.js';
import { payoutView } from '../../domain/refunds/payout.js';
import { reviewPayout } from '../../domain/refunds/review-payout.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody, queryParams } from '../core/request.js';
import { requestOperator } from './operator.js';

export const listRefunds: Operation = async (request, deps) => {
  const { limit, cursor } = queryParams(request, adminRefundsQuery);
  const { items, nextCursor } = await listOwedRefunds(deps, { limit, cursor: cursor ?? null });
  return { body: { refunds: items, next_cursor: nextCursor } };
};

export const reviewPayoutOperation: Operation = async (request, deps) => {
  const { action, reason } = jsonBody(request, reviewPayoutBody);
  const payout = await reviewPayout(deps, {
    orderId: request.params.order_id ?? '',
    action,
    reason,
    operator: requestOperator(request),
  });
  return { body: { payout: payoutView(payout) } };
};
