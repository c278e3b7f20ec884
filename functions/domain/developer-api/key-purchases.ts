// What a key's member buys through the API: the same one-time orders, leases and eSIMs as the member screens, at the
// catalogue's price, with a short wallet told as what was needed and what was there (docs/decisions/024).

import { servicePriceCents } from '../../../shared/catalogue.js';
import { BUY_PRICE_CENTS, type PurchaseType } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { Service } from '../../../shared/schemas/services.js';
import type { ApiKey } from '../api-keys/api-key.js';
import { AppError } from '../errors.js';
import { rentNumber } from '../leases/rent-number.js';
import type { Lease } from '../leases/lease.js';
import { buyOneTimeNumber } from '../orders/buy-one-time-number.js';
import type { OneTimeOrder } from '../orders/one-time-order.js';
import { buySimCard } from '../sims/buy-sim-card.js';
import type { SimCard } from '../sims/sim-card.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { User } from '../users/user.js';

/** A short wallet, with what the purchase needed and what the wallet held, in cents. */
export class BalanceShortfall extends AppError {
  constructor(
    readonly required: number,
    readonly available: number,
  ) {
    super('insufficientBalance', MESSAGES.apiInsufficientBalance);
  }
}

/** The catalogue's price is above the `max_price` the developer sent (docs/decisions/031): nothing is bought. */
export class PriceAboveMax extends AppError {
  constructor(
    readonly price: number,
    readonly maxPrice: number,
  ) {
    super('priceAboveMax', MESSAGES.priceAboveMax(price, maxPrice));
  }
}

/**
 * The member a key belongs to, read strongly; a key whose member is gone is refused like an unknown key, one whose
 * account was switched off as admission refuses it (its read may be a moment old, docs/decisions/047 "Polls").
 */
export async function keyMember(deps: Pick<StockDeps, 'users'>, key: ApiKey): Promise<User> {
  const user = await deps.users.findById(key.userId);
  if (!user) throw new AppError('unauthenticated', MESSAGES.apiKeyMissing);
  if (!user.isActive) throw new AppError('accountDisabled', MESSAGES.apiKeyOwnerInactive);
  return user;
}

/**
 * Runs the purchase at `priceCents` unless that is above `maxPriceCents`; a short wallet, seen before or decided by the
 * debit's own condition, is a BalanceShortfall. The price checked is the one charged: both come from the same read.
 */
async function paid<R>(
  deps: Pick<StockDeps, 'users'>,
  user: User,
  priceCents: number,
  maxPriceCents: number | undefined,
  buy: () => Promise<R>,
): Promise<R> {
  if (maxPriceCents !== undefined && priceCents > maxPriceCents) throw new PriceAboveMax(priceCents, maxPriceCents);
  if (user.walletBalanceCents < priceCents) throw new BalanceShortfall(priceCents, user.walletBalanceCents);
  try {
    return await buy();
  } catch (error) {
    if (!(error instanceof AppError) || error.kind !== 'insufficientBalance') throw error;
    const now = await deps.users.findById(user.id);
    throw new BalanceShortfall(priceCents, now?.walletBalanceCents ?? 0);
  }
}

const asPurchase = (service: Service, type: Exclude<PurchaseType, 'buy'>) => ({
  service_id: service.id,
  service_name: service.name,
  price_cents: servicePriceCents(service, type),
});

/**
 * `service` as read afresh for this purchase (findServiceToBuy); `accept` leaves out numbers the caller does not want
 * (the protocol's `phoneException`).
 */
export function buyOneTimeByKey(
  deps: StockDeps,
  user: User,
  service: Service,
  accept?: (number: string) => boolean,
  maxPriceCents?: number,
): Promise<OneTimeOrder> {
  const purchase = asPurchase(service, 'one-time');
  return paid(deps, user, purchase.price_cents, maxPriceCents, () =>
    buyOneTimeNumber(deps, user, purchase, accept, service),
  );
}

export function rentByKey(deps: StockDeps, user: User, service: Service, maxPriceCents?: number): Promise<Lease> {
  const purchase = asPurchase(service, 'lease');
  return paid(deps, user, purchase.price_cents, maxPriceCents, () => rentNumber(deps, user, purchase, service));
}

export function buyEsimByKey(deps: StockDeps, user: User, maxPriceCents?: number): Promise<SimCard> {
  return paid(deps, user, BUY_PRICE_CENTS, maxPriceCents, () =>
    buySimCard(deps, user, { price_cents: BUY_PRICE_CENTS }),
  );
}
