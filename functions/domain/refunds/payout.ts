// A payout of what an anonymous order owes to the buyer's own address (docs/decisions/064): recorded before the provider
// is asked, so that its id is the idempotency key of everything after (the send, the notice, a lookup).

import type { PaymentProviderName } from '../../../shared/coins.js';
import type { PayoutState, PayoutView } from '../../../shared/schemas/refunds.js';
import type { PayoutQuote } from './payout-ports.js';

/**
 * Whether the provider was asked: `no` (waiting for the sender, or for an operator), `accepted` (it gave its reference),
 * `unknown` (it may have been sent: never asked again; its notice or a lookup settles it).
 */
export type PayoutAsked = 'no' | 'accepted' | 'unknown';

export interface Payout extends PayoutQuote {
  id: string;
  orderId: string;
  provider: PaymentProviderName;
  amountCents: number;
  state: PayoutState;
  asked: PayoutAsked;
  /** The provider's payout id once it has one. */
  reference: string | null;
  txHash: string | null;
  /** Why it failed, in the buyer's words. */
  failure: string | null;
  requestedAt: string;
  /** When the sender first asked the provider (null until then, and for payouts asked before it was kept). */
  askedAt: string | null;
  settledAt: string | null;
  /** The operator who approved or refused it; null for one within the limits. */
  reviewedBy: string | null;
}

/** The limits of payouts made without an operator (settings item, docs/decisions/064 "Limits"). */
export interface PayoutLimits {
  /** Per payout: above it, it waits for an operator's approval. */
  autoMaxCents: number;
  /** The day's automatic payouts together (UTC day). */
  dailyMaxCents: number;
}

export const DEFAULT_PAYOUT_LIMITS: PayoutLimits = { autoMaxCents: 25_00, dailyMaxCents: 200_00 };

/** The UTC day a payout counts against. */
export const payoutDay = (at: Date) => at.toISOString().slice(0, 10);

export const REFUSED_BY_SHOP = (reason: string) => `Refused by the shop: ${reason}`;

/** What the provider's words become on the order page. */
export const failedAtProvider = (why: string | null) =>
  `The payment service could not send it${why ? ` (${why})` : ''}. You can take the money again.`;

export function payoutView(payout: Payout): PayoutView {
  return {
    coin: payout.coin,
    network: payout.network,
    address: payout.address,
    amount_coin: payout.amountCoin,
    fee_coin: payout.feeCoin,
    receive_coin: payout.receiveCoin,
    state: payout.state,
    reference: payout.reference,
    failure: payout.failure,
    requested_at: payout.requestedAt,
    settled_at: payout.settledAt,
  };
}
