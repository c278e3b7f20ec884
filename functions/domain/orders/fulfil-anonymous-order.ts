// The PaymentCompleted consumer's rule: a paid anonymous order gets what it paid for, once: a one-time number
// waiting for its code, a 30-day lease forwarding to the given email once it is confirmed (its link mailed with the
// lease, docs/decisions/053), or the oldest eSIM in stock. An order held for an operator is fulfilled only by the
// operator's `fulfil` (docs/decisions/045).

import { newLease } from '../leases/lease.js';
import type { HoldClosure, PaidOrderSettlement } from '../stock/ports.js';
import { allocateNumber, allocateSimCard } from '../stock/allocate.js';
import type { Owner } from '../stock/owner.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { newOneTimeOrder } from './one-time-order.js';
import { orderConfirmationMail } from '../auth/address-confirmation.js';
import { announceOutbox } from '../outbox/outbox-writes.js';

export type FulfilDeps = Pick<
  StockDeps,
  'clock' | 'numbers' | 'oneTimeOrders' | 'leases' | 'simCards' | 'metrics' | 'events'
> &
  Pick<PaymentsDeps, 'anonymousOrders' | 'payments'> & {
    /** The site's address, for the confirmation link; null for an operator's command that does not know it. */
    publicUrl: string | null;
  };

/**
 * Returns the phone number handed out, or null when there was nothing to do (not fully paid, fulfilled already, or
 * held for an operator and not asked by one). No stock throws AppError('outOfStock'): the consumer holds the order for
 * an operator (docs/decisions/045). `closesHold`: the operator's `fulfil`, which resolves the hold with the sale.
 */
export async function fulfilAnonymousOrder(
  deps: FulfilDeps,
  orderId: string,
  closesHold?: HoldClosure,
): Promise<string | null> {
  const order = await deps.anonymousOrders.find(orderId);
  if (!order) throw new Error(`PaymentCompleted for ${orderId}, which is not stored`);
  if (order.status !== 'paid' || order.phoneNumber) return null;
  // Held money is an operator's: a late delivery must not fulfil an order whose buyer may have been refunded.
  if (!closesHold && ((await deps.payments.find(order.paymentId))?.heldCents ?? 0) > 0) return null;
  const now = deps.clock.now();
  const owner: Owner = { kind: 'anonymous', orderId };
  // The lease's forwarding address gets its confirmation link, with the order's, in the sale's transaction: only a
  // paid order mails an address someone typed, and a repeated event mails nothing again.
  // Without the site's address (an operator's command) the buyer asks for the link on the order's page.
  const { email } = order;
  const publicUrl = deps.publicUrl;
  const mail =
    order.type === 'lease' && email && order.emailConfirmedAt === null && publicUrl
      ? orderConfirmationMail({ publicUrl }, { ...order, email }, now)
      : undefined;
  const settlement: PaidOrderSettlement = {
    kind: 'paidOrder',
    orderId,
    amountCents: order.priceCents,
    closesHold,
    ...(mail ? { mail } : {}),
  };
  // The anonymous order's own id names what it buys: one order, one number.
  const fields = { id: order.id, owner, priceCents: order.priceCents, now };

  if (order.type === 'buy') {
    const sold = await allocateSimCard(deps.simCards, async (simId) => {
      const result = await deps.simCards.sell(simId, owner, settlement, now);
      return result === 'alreadyFulfilled' ? null : result;
    });
    if (sold) deps.metrics.purchased('esim');
    return sold?.phoneNumber ?? null;
  }
  // Checkout refuses a one-time or lease order without a service, so this only guards the stored data.
  if (order.serviceId === null) throw new Error(`Anonymous ${order.type} order ${order.id} has no service`);
  const service = { id: order.serviceId, name: order.serviceName };
  const handedOut = await allocateNumber(deps.numbers, async (phoneNumber) => {
    const result =
      order.type === 'one-time'
        ? await deps.oneTimeOrders.create(newOneTimeOrder({ ...fields, service, phoneNumber }), settlement, now)
        : await deps.leases.create(newLease({ ...fields, service, phoneNumber, email: order.email }), settlement, now);
    if (result === 'allocated') return phoneNumber;
    return result === 'alreadyFulfilled' ? null : result;
  });
  if (handedOut) {
    deps.metrics.purchased(order.type);
    if (mail) await announceOutbox(deps, mail.outbox);
  }
  return handedOut;
}
