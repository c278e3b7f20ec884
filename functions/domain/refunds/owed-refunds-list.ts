// Held Payments' list of every amount owed to anonymous buyers (docs/decisions/064 "Operators"): owed, credited, being
// paid out, paid and failed, each with its last payout and the provider's reference, and one left unclaimed for 30 days
// marked for the operator.

import type { AdminOwedRefund } from '../../../shared/schemas/refunds.js';
import type { Clock, Page, PageRequest } from '../ports.js';
import { OWED_REASON_TEXT, isUnclaimed } from './owed-refund.js';
import { payoutView } from './payout.js';
import type { OwedRefundRepository, PayoutRepository } from './ports.js';

export async function listOwedRefunds(
  deps: { clock: Clock; owedRefunds: OwedRefundRepository; payouts: Pick<PayoutRepository, 'find'> },
  page: PageRequest,
): Promise<Page<AdminOwedRefund>> {
  const { items, nextCursor } = await deps.owedRefunds.list(page);
  const payouts = await Promise.all(items.map((owed) => (owed.payoutId ? deps.payouts.find(owed.payoutId) : null)));
  const now = deps.clock.now();
  return {
    items: items.map((owed, index) => {
      const payout = payouts[index];
      return {
        order_id: owed.orderId,
        owed_cents: owed.owedCents,
        reason: OWED_REASON_TEXT[owed.reason],
        state: owed.state,
        owed_at: owed.owedAt,
        claimed_by: owed.claimedBy,
        settled_at: owed.settledAt,
        payout: payout ? payoutView(payout) : null,
        unclaimed_30_days: isUnclaimed(owed, now),
      };
    }),
    nextCursor,
  };
}
