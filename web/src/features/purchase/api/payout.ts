// The buyer's payout of what an anonymous order owes them to their own address (docs/decisions/064): the provider's
// terms for a coin and address, POST /anonymous/refund/payout-quote.php, then the payout itself,
// POST /anonymous/refund/payout.php, which answers where the owed amount and its payout now are.

import { payoutQuoteResponse, payoutResponse, type PayoutTerms } from '@shared/schemas/refunds';
import { apiRequest } from '@/lib/api-client';

/** What the buyer asks for: the order, the coin (the provider's own code) and their address. */
export interface PayoutAsk {
  order_id: string;
  coin: string;
  address: string;
}

export async function quotePayout(ask: PayoutAsk): Promise<PayoutTerms> {
  return payoutQuoteResponse.parse(await apiRequest('refunds.payoutQuote', { body: ask })).quote;
}

export async function sendPayout(ask: PayoutAsk) {
  const { state, payout } = payoutResponse.parse(await apiRequest('refunds.payout', { body: ask }));
  return { state, payout };
}
