// An operator's review of a payout above the limits (docs/decisions/064 "Approval"): approved, it is sent by the
// sendPayouts job; refused, the money is owed again and the order's page says why. Each is on the audit trail.

import { auditEntry, type Operator } from '../audit/audit-entry.js';
import { AppError } from '../errors.js';
import { owedFor } from './money-owed.js';
import { REFUSED_BY_SHOP, type Payout } from './payout.js';
import type { OwedRefundRepository } from './ports.js';
import { endPayout, type SettleDeps } from './settle-payout.js';

export interface ReviewPayoutDeps extends SettleDeps {
  owedRefunds: OwedRefundRepository;
}

export interface PayoutReview {
  orderId: string;
  action: 'approve' | 'reject';
  reason: string;
  operator: Operator;
}

export async function reviewPayout(deps: ReviewPayoutDeps, review: PayoutReview): Promise<Payout> {
  const owed = await owedFor(deps, review.orderId);
  const payout = owed.payoutId ? await deps.payouts.find(owed.payoutId) : null;
  if (!payout || payout.state !== 'awaiting_approval') {
    throw new AppError('invalidState', 'No payout of this order is awaiting approval.');
  }
  const audit = auditEntry(deps.clock.now(), review.operator, {
    action: review.action === 'approve' ? 'payout_approve' : 'payout_reject',
    subject: { kind: 'order', id: review.orderId },
    details: `Payout ${payout.id} of ${payout.amountCents} cents to ${payout.address} (${payout.coin})`,
    before: { state: 'awaiting_approval' },
    after: { state: review.action === 'approve' ? 'sending' : 'failed' },
    reason: review.reason,
  });
  const done =
    review.action === 'approve'
      ? await deps.payouts.approve(payout, audit)
      : await endPayout(
          deps,
          payout,
          'awaiting_approval',
          {
            outcome: 'failed',
            failure: REFUSED_BY_SHOP(review.reason),
            reference: null,
          },
          audit,
        );
  if (!done) throw new AppError('invalidState', 'No payout of this order is awaiting approval.');
  return (await deps.payouts.find(payout.id))!;
}
