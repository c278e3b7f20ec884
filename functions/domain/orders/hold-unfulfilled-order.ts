// A paid anonymous order that cannot be fulfilled (no stock, or fulfilment failing on every try) is held for an
// operator instead of dead-lettered (docs/decisions/045): the IPN that completed its payment is held with the reason,
// and the payment records the money held in the same write, so that the buyer is told, payments:held and the back
// office list it, and the ledger check counts it as held.

import { formatUsd } from '../../../shared/money.js';
import { announceOutbox } from '../outbox/outbox-writes.js';
import { heldMoneyEmail, orderProduct } from '../payments/held-money-email.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';

type HoldDeps = Pick<
  PaymentsDeps,
  'anonymousOrders' | 'payments' | 'notifications' | 'metrics' | 'clock' | 'events' | 'publicUrl'
>;

export interface UnfulfilledOrder {
  orderId: string;
  paymentId: string;
  /** The IPN that completed the payment: the one held. */
  notificationId: string;
}

/**
 * Holds the order's money for an operator; false when there is nothing to hold (the order is gone, not paid, or was
 * fulfilled meanwhile), so that the caller's failure takes its course.
 */
export async function holdUnfulfilledOrder(
  deps: HoldDeps,
  unfulfilled: UnfulfilledOrder,
  cause: Error,
): Promise<boolean> {
  const order = await deps.anonymousOrders.find(unfulfilled.orderId);
  const payment = await deps.payments.find(unfulfilled.paymentId);
  if (!order || !payment) return false;
  // A lease's renewal is paid by a payment of its own, after the order was handed over (docs/decisions/062).
  const unhanded =
    payment.purpose === 'lease_renewal'
      ? payment.status === 'completed' && !payment.renewal?.renewedAt
      : order.status === 'paid' && !order.phoneNumber;
  if (!unhanded) return false;
  if (payment.heldCents > 0) return true;
  const arrived = payment.creditedCents || payment.amountCents;
  const product = payment.purpose === 'lease_renewal' ? `renewal of the ${orderProduct(order)}` : orderProduct(order);
  const reason =
    `${formatUsd(arrived)} arrived, the price in full, but the ${product} could not be handed over ` +
    `(${cause.message}). Fulfil it once there is stock (fulfil), or refund the buyer (refund-note)`;
  const outbox = heldMoneyEmail(deps, order, arrived, { kind: 'unfulfilled' }, deps.clock.now());
  const wrote = await deps.notifications.hold(
    unfulfilled.notificationId,
    reason,
    // Owed to the buyer from now on, unless an operator fulfils it first (docs/decisions/063).
    {
      id: payment.id,
      heldCents: arrived,
      firstHold: true,
      owed: { orderId: order.id, reason: 'unfulfilled', at: deps.clock.now() },
    },
    outbox,
  );
  if (wrote) await announceOutbox(deps, outbox);
  deps.metrics.ipnHeld();
  return true;
}
