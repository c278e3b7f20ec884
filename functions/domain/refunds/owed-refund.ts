// What an anonymous order owes its buyer (docs/decisions/063): fixed once, in USD cents as paid, when the order ends
// owing money, then taken once, as wallet credit or as a payout to the buyer's address.

import type { OwedState } from '../../../shared/schemas/refunds.js';

/** Why the order ends owing its buyer money. */
export type OwedReason = 'no_code' | 'part_paid' | 'late' | 'unfulfilled';

export const OWED_REASON_TEXT: Record<OwedReason, string> = {
  no_code: 'No code arrived within 15 minutes, so the number was released.',
  part_paid: 'Less than the price arrived before the payment ended, so nothing was issued.',
  late: 'The money arrived after the payment had ended, so nothing was issued.',
  unfulfilled: 'The order was paid in full, but it could not be handed over.',
};

/** The amount as fixed when the order ended: written once, whatever repeats the ending. */
export interface OwedFix {
  orderId: string;
  owedCents: number;
  reason: OwedReason;
}

export interface OwedRefund extends OwedFix {
  state: OwedState;
  owedAt: string;
  /** The member whose wallet took it; null unless claimed. */
  claimedBy: string | null;
  /** When it was credited or paid out; null while owed. */
  settledAt: string | null;
  /** The last payout asked for it (docs/decisions/064); null when none was. */
  payoutId: string | null;
}

/** States in which the buyer may still take the money. */
export const TAKEABLE: ReadonlySet<OwedState> = new Set(['owed', 'failed']);

/** The ledger reference of the wallet credit: one per order, however often it is claimed. */
export const owedCreditReference = (orderId: string) => `refund:owed:${orderId}`;

/** An amount still takeable this long after it became owed is listed as unclaimed, for the operator to follow up. */
export const UNCLAIMED_AFTER_DAYS = 30;

export function isUnclaimed(owed: OwedRefund, now: Date): boolean {
  return TAKEABLE.has(owed.state) && now.getTime() - Date.parse(owed.owedAt) >= UNCLAIMED_AFTER_DAYS * 86_400_000;
}
