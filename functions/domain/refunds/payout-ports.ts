// The payout side of a payment provider (docs/decisions/064): money owed to an anonymous buyer sent to their own
// address through the provider that took the payment (CoinPayments' create_withdrawal, NOWPayments' payout API with
// its verification step), implemented in adapters/payouts.

import type { PaymentProviderName } from '../../../shared/coins.js';

/** What a payout is asked to send: our payout id is the provider-side idempotency key where the provider has one. */
export interface PayoutRequest {
  /** Ours, recorded before the provider is asked; the notice URL and the provider's external id carry it. */
  payoutId: string;
  /** The provider's own code for the coin (shared/coins.ts). */
  coin: string;
  address: string;
  amountUsdCents: number;
  /** Where the provider posts its signed status notices for this payout. */
  notifyUrl: string;
}

/** The terms the buyer confirms: amounts are decimal strings in the coin, as the provider states them. */
export interface PayoutQuote {
  coin: string;
  network: string;
  address: string;
  amountCoin: string;
  feeCoin: string;
  receiveCoin: string;
}

/**
 * The provider's answer to a send: `accepted` with its reference; `refused` (a 4xx that says why: nothing was sent);
 * `unknown` (a timeout, a 5xx, an answer we could not read: it may have been sent, so it is never asked again; its
 * notice, or a lookup, settles it).
 */
export type PayoutAnswer =
  | { outcome: 'accepted'; reference: string }
  | { outcome: 'refused'; why: string }
  | { outcome: 'unknown'; why: string };

/** A payout's status as the provider reports it, in a signed notice or a lookup. */
export interface PayoutStatus {
  /** Ours, when the provider echoes it (NOWPayments' unique_external_id, our notice URL's query). */
  payoutId: string | null;
  reference: string;
  status: 'pending' | 'sent' | 'failed';
  /** The chain's transaction id once sent. */
  txHash: string | null;
  /** The provider's words when it failed. */
  why: string | null;
}

export interface PayoutProvider {
  readonly name: PaymentProviderName;
  /** The coin's network and the provider's fee for sending this amount to this address; null when the address is not valid for the coin. */
  quote(coin: string, address: string, amountUsdCents: number): Promise<PayoutQuote | null>;
  send(request: PayoutRequest): Promise<PayoutAnswer>;
  /** The provider's record of a payout, by our id or its reference; null when it has none. */
  find(payout: { payoutId: string; reference: string | null }): Promise<PayoutStatus | null>;
}
