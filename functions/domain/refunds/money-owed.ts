// The buyer's side of money owed (docs/decisions/063): what the order's page shows. Taking it as wallet credit is
// claim-owed-refund.ts (the order page's read is in the read-only anonymous area; the claim writes and announces).

import { coinOptions, type CoinOption, type PaymentProviderName } from '../../../shared/coins.js';
import type { OwedRefundResponse, OwedWay } from '../../../shared/schemas/refunds.js';
import { AppError } from '../errors.js';
import type { AnonymousOrderRepository } from '../orders/ports.js';
import type { PaymentRepository } from '../payments/ports.js';
import { OWED_REASON_TEXT, TAKEABLE, type OwedRefund } from './owed-refund.js';
import { payoutView } from './payout.js';
import type { OwedRefundRepository, PayoutRepository } from './ports.js';

export const NOTHING_OWED = 'Nothing is owed for this order.';

/** The order's owed record; 404 when nothing is owed. */
export async function owedFor(deps: { owedRefunds: OwedRefundRepository }, orderId: string): Promise<OwedRefund> {
  const owed = await deps.owedRefunds.find(orderId);
  if (!owed) throw new AppError('notFound', NOTHING_OWED);
  return owed;
}

export interface MoneyOwedDeps {
  owedRefunds: OwedRefundRepository;
  anonymousOrders: Pick<AnonymousOrderRepository, 'find'>;
  payments: Pick<PaymentRepository, 'find'>;
  payouts: Pick<PayoutRepository, 'latestFor'>;
  /** The providers whose payouts are offered (docs/decisions/064): `address` is a way only through these. */
  payoutsOffered: readonly PaymentProviderName[];
}

/** The coins a payout through this provider may be made in; none while its payouts are not offered. */
export function payoutCoins(deps: Pick<MoneyOwedDeps, 'payoutsOffered'>, provider: PaymentProviderName): CoinOption[] {
  return deps.payoutsOffered.includes(provider) ? coinOptions(provider) : [];
}

/** The provider that took the order's payment: a payout of what is owed goes back through it. */
export async function owedProvider(deps: MoneyOwedDeps, orderId: string): Promise<PaymentProviderName> {
  const order = await deps.anonymousOrders.find(orderId);
  const payment = order ? await deps.payments.find(order.paymentId) : null;
  if (!payment) throw new AppError('notFound', NOTHING_OWED);
  return payment.provider;
}

/** What the order link's holder reads: how much, why, where it is, and the ways still open. */
export async function moneyOwed(deps: MoneyOwedDeps, orderId: string): Promise<Omit<OwedRefundResponse, 'success'>> {
  const owed = await owedFor(deps, orderId);
  const provider = await owedProvider(deps, orderId);
  const takeable = TAKEABLE.has(owed.state);
  const coins = takeable ? payoutCoins(deps, provider) : [];
  const ways: OwedWay[] = takeable ? ['wallet', ...(coins.length > 0 ? (['address'] as const) : [])] : [];
  const payout = owed.payoutId ? await deps.payouts.latestFor(orderId) : null;
  return {
    owed_cents: owed.owedCents,
    reason: OWED_REASON_TEXT[owed.reason],
    state: owed.state,
    ways,
    provider,
    coins,
    payout: payout ? payoutView(payout) : null,
  };
}
