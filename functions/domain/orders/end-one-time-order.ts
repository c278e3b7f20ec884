// Ends a one-time order: one without a code when the member cancels it or its 900 s pass (refunded, and a member who
// takes order updates is told; docs/decisions/020), one with a code when its window closes. The number is destroyed.

import { MESSAGES } from '../../../shared/messages.js';
import type { AuditEntry } from '../audit/audit-entry.js';
import { AppError } from '../errors.js';
import { userOwner } from '../stock/owner.js';
import type { StockDeps } from '../stock/stock-deps.js';
import { announceOutbox } from '../outbox/outbox-writes.js';
import { orderRefundedEmail } from '../users/order-update-emails.js';
import type { User } from '../users/user.js';
import type { LedgerEntry } from '../wallet/ledger.js';
import type { OneTimeOrder } from './one-time-order.js';

/**
 * Cancels the order and refunds a member's wallet at once (docs/decisions/013 "Numbers"); an anonymous buyer's money is
 * marked for support to return. False when the order had already completed or ended.
 */
type EndOrderDeps = Pick<StockDeps, 'clock' | 'oneTimeOrders' | 'users' | 'events' | 'metrics'>;

async function endOrder(deps: EndOrderDeps, order: OneTimeOrder, why: string, audit?: AuditEntry): Promise<boolean> {
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
  const now = deps.clock.now();
  // Written with the refund, so only the call that ended the order mails it, once.
  const outbox = refund ? await orderRefundedEmail(deps, refund, now) : [];
  const ended = await deps.oneTimeOrders.cancel(order, refund, now, outbox, audit);
  if (!ended) return false;
  deps.metrics.refunded();
  await announceOutbox(deps, outbox);
  return true;
}

/**
 * The 'Change Service?' flow: the member's own pending order, cancelled and refunded; or an operator's cancel of it
 * (`operator`: why, and the audit entry written with it, docs/decisions/060).
 */
export async function cancelOneTimeOrder(
  deps: EndOrderDeps,
  user: User,
  id: string,
  operator?: { why: string; audit: AuditEntry },
): Promise<OneTimeOrder> {
  const order = await deps.oneTimeOrders.find(userOwner(user.id), id);
  if (!order) throw new AppError('notFound', MESSAGES.orderNotFound);
  const ended = () => endOrder(deps, order, operator?.why ?? 'cancelled', operator?.audit);
  if (order.status !== 'pending' || order.code !== null || !(await ended())) {
    throw new AppError('invalidState', MESSAGES.orderNotCancellable);
  }
  return (await deps.oneTimeOrders.find(order.owner, order.id))!;
}

/**
 * The scheduled job, for every order whose 900 s have passed at the clock's time: one that never had a code is
 * cancelled and refunded; one that had a code (perhaps waiting for another) ends with it, its number destroyed
 * (docs/decisions/030 "Another SMS"). Counts the refunded ones.
 */
export async function expireOneTimeOrders(deps: EndOrderDeps): Promise<number> {
  let expired = 0;
  for (const order of await deps.oneTimeOrders.expired(deps.clock.now())) {
    if (order.code !== null) await deps.oneTimeOrders.closeWindow(order, deps.clock.now());
    else if (await endOrder(deps, order, 'no code within 15 minutes')) expired += 1;
  }
  return expired;
}
