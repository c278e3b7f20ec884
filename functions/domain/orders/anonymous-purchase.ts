// What an anonymous buyer reads with their order's unguessable id (invariant 5): the SMS code, or the eSIM's QR data.

import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import type { SimCard } from '../sims/sim-card.js';
import type { Owner } from '../stock/owner.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { OneTimeOrder } from './one-time-order.js';

type ReadDeps = Pick<PaymentsDeps, 'anonymousOrders'>;

async function paidOwner(deps: ReadDeps, orderId: string): Promise<Owner> {
  if (!(await deps.anonymousOrders.find(orderId))) throw new AppError('notFound', MESSAGES.orderNotFound);
  return { kind: 'anonymous', orderId };
}

/** The one-time number bought with this order, or null while the payment is not yet through. */
export async function anonymousOneTimeOrder(
  deps: ReadDeps & Pick<StockDeps, 'oneTimeOrders'>,
  orderId: string,
): Promise<OneTimeOrder | null> {
  return deps.oneTimeOrders.find(await paidOwner(deps, orderId), orderId);
}

/** The eSIM bought with this order; 404 with the spec's message until there is one. */
export async function anonymousSimCard(
  deps: ReadDeps & Pick<StockDeps, 'simCards'>,
  orderId: string,
): Promise<SimCard> {
  const [sim] = await deps.simCards.owned(await paidOwner(deps, orderId));
  if (!sim) throw new AppError('notFound', MESSAGES.qrNotFound);
  return sim;
}
