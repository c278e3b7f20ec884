// Ends a one-time order that has no code: the member cancels it, or its 900 s pass. The number is destroyed either way.

import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import { userOwner } from '../stock/owner.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { User } from '../users/user.js';
import type { LedgerEntry } from '../wallet/ledger.js';
import type { OneTimeOrder } from './one-time-order.js';

/**
 * Cancels the order and refunds a member's wallet at once (docs/decisions/013 "Numbers"); an anonymous buyer's money is
 * marked for support to return. False when the order had already completed or ended.
 */
async function endOrder(
  deps: Pick<StockDeps, 'clock' | 'oneTimeOrders'>,
  order: OneTimeOrder,
  why: string,
): Promise<boolean> {
  const refund: LedgerEntry | null =
    order.owner.kind === 'user'
      ? {
          userId: order.owner.userId,
          kind: 'refund',
          amountCents: order.priceCents,
          description: `Refund of SMS-${order.id} (${order.serviceName}): ${why}`,
          reference: `refund:one_time:${order.id}`,
        }
      : null;
  return deps.oneTimeOrders.cancel(order, refund, deps.clock.now());
}

/** The 'Change Service?' flow: the member's own pending order, cancelled and refunded. */
export async function cancelOneTimeOrder(
  deps: Pick<StockDeps, 'clock' | 'oneTimeOrders'>,
  user: User,
  id: string,
): Promise<OneTimeOrder> {
  const order = await deps.oneTimeOrders.find(userOwner(user.id), id);
  if (!order) throw new AppError('notFound', MESSAGES.orderNotFound);
  if (order.status !== 'pending' || !(await endOrder(deps, order, 'cancelled'))) {
    throw new AppError('invalidState', MESSAGES.orderNotCancellable);
  }
  return (await deps.oneTimeOrders.find(order.owner, order.id))!;
}

/** The scheduled job: every pending order whose 900 s have passed at the clock's time is cancelled and refunded. */
export async function expireOneTimeOrders(deps: Pick<StockDeps, 'clock' | 'oneTimeOrders'>): Promise<number> {
  let expired = 0;
  for (const order of await deps.oneTimeOrders.expired(deps.clock.now())) {
    if (await endOrder(deps, order, 'no code within 15 minutes')) expired += 1;
  }
  return expired;
}
