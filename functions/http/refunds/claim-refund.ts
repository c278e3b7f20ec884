// POST /anonymous/refund/claim.php {order_id}: a signed-in member takes what an anonymous order owes as wallet credit,
// once (docs/decisions/063).

import { claimRefundBody } from '../../../shared/schemas/refunds.js';
import { claimOwedRefund } from '../../domain/refunds/claim-owed-refund.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';
import { jsonBody } from '../core/request.js';

export const claimRefund: Operation = async (request, deps) => {
  const user = currentUser(request);
  const credited = await claimOwedRefund(deps, user, jsonBody(request, claimRefundBody).order_id);
  const balance = (await deps.users.findById(user.id))?.walletBalanceCents ?? credited;
  return { body: { credited_cents: credited, wallet_balance: balance } };
};
