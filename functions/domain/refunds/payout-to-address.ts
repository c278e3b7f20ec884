// "Send it to my wallet address" (docs/decisions/064): the terms of a payout of what an anonymous order owes, for the
// buyer to confirm, then the payout itself, recorded before the provider is asked. Within the limits it is sent by the
// sendPayouts job; above them it waits for an operator.

import { findCoin, type PaymentProviderName } from '../../../shared/coins.js';
import { AppError } from '../errors.js';
import { unguessableId } from '../ids.js';
import type { Clock } from '../ports.js';
import { owedFor, owedProvider, type MoneyOwedDeps } from './money-owed.js';
import { TAKEABLE, type OwedRefund } from './owed-refund.js';
import { validAddressFor } from './payout-address.js';
import type { PayoutProvider, PayoutQuote } from './payout-ports.js';
import type { Payout } from './payout.js';
import type { PayoutRepository } from './ports.js';

export interface PayoutDeps extends MoneyOwedDeps {
  clock: Clock;
  payouts: PayoutRepository;
  /** The offered providers' payout sides. */
  payoutProviders: Partial<Record<PaymentProviderName, PayoutProvider>>;
}

export const TAKEN = 'This money was taken already.';

interface Terms {
  owed: OwedRefund;
  provider: PayoutProvider;
  quote: PayoutQuote;
}

/** The payout's terms: the address checked for the coin's format, then by the provider, which states network and fee. */
async function termsFor(deps: PayoutDeps, orderId: string, coinCode: string, address: string): Promise<Terms> {
  const owed = await owedFor(deps, orderId);
  if (!TAKEABLE.has(owed.state)) throw new AppError('invalidState', TAKEN);
  const providerName = await owedProvider(deps, orderId);
  const provider = deps.payoutProviders[providerName];
  const coin = findCoin(providerName, coinCode);
  if (!provider || !coin) {
    throw new AppError('validation', 'Payouts are not offered in this coin.', { coin: 'Choose a coin from the list.' });
  }
  const invalid = () => {
    const message = `This is not a valid ${coin.code} (${coin.network}) address.`;
    return new AppError('validation', message, { address: message });
  };
  if (!validAddressFor(coin, address)) throw invalid();
  const quote = await provider.quote(coin[providerName], address, owed.owedCents);
  if (!quote) throw invalid();
  return { owed, provider, quote };
}

export async function quotePayout(
  deps: PayoutDeps,
  orderId: string,
  coin: string,
  address: string,
): Promise<PayoutQuote> {
  return (await termsFor(deps, orderId, coin, address)).quote;
}

/**
 * Owed (or failed) to paying with a payout on the terms quoted now, in one transaction: a second request, or a claim
 * that got there first, finds it taken. Within both limits it is sent by the sendPayouts job (`sending`); above either,
 * it waits for an operator's approval (`awaiting_approval`).
 */
export async function requestPayout(
  deps: PayoutDeps,
  orderId: string,
  coin: string,
  address: string,
): Promise<{ owed: OwedRefund; payout: Payout }> {
  const { owed, provider, quote } = await termsFor(deps, orderId, coin, address);
  const limits = await deps.payouts.limits();
  const payout: Payout = {
    ...quote,
    id: unguessableId(),
    orderId,
    provider: provider.name,
    amountCents: owed.owedCents,
    state: owed.owedCents <= limits.autoMaxCents ? 'sending' : 'awaiting_approval',
    asked: 'no',
    reference: null,
    txHash: null,
    failure: null,
    requestedAt: deps.clock.now().toISOString(),
    askedAt: null,
    settledAt: null,
    reviewedBy: null,
  };
  let result = await deps.payouts.request(payout, payout.state === 'sending' ? limits : null);
  if (result === 'overDaily') {
    payout.state = 'awaiting_approval';
    result = await deps.payouts.request(payout, null);
  }
  if (result === 'taken') throw new AppError('invalidState', TAKEN);
  return { owed: { ...owed, state: 'paying', payoutId: payout.id }, payout };
}
