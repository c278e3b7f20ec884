// The email that tells an anonymous buyer their money is kept (docs/decisions/045 "The buyer is told"): written with the
// hold, in its transaction, when the order has an address to write to (a lease's forwarding address; an eSIM or a
// one-time number is bought without one, and its buyer reads the same on the order's page).

import { formatUsd } from '../../../shared/money.js';
import type { AnonymousOrder } from '../orders/anonymous-order.js';
import { outboxEmail } from '../outbox/outbox-writes.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { Payment } from './payment.js';

/** What the order is, in the buyer's words: "WhatsApp lease", "eSIM". */
export function orderProduct(order: Pick<AnonymousOrder, 'type' | 'serviceName'>): string {
  if (order.type === 'buy') return 'eSIM';
  return `${order.serviceName} ${order.type === 'lease' ? 'lease' : 'number'}`;
}

/** Why nothing was handed over: the price arrived in full, or only part of it before the payment ended. */
export type HeldBecause = 'unfulfilled' | 'unpaid';

const WHY: Record<HeldBecause, string> = {
  unfulfilled: 'we could not hand it over yet',
  unpaid: 'the payment ended before the price had arrived in full, so nothing was handed over',
};

/** The outbox item of the email to the buyer of the payment's anonymous order; none when it has no address. */
export async function heldMoneyEmail(
  deps: Pick<PaymentsDeps, 'anonymousOrders' | 'publicUrl'>,
  payment: Pick<Payment, 'orderId' | 'userId'>,
  heldCents: number,
  because: HeldBecause,
  now: Date,
): Promise<OutboxItem[]> {
  if (!payment.orderId || payment.userId) return [];
  const order = await deps.anonymousOrders.find(payment.orderId);
  if (!order?.email) return [];
  const site = deps.publicUrl.replace(/\/$/, '');
  return [
    outboxEmail(
      order.email,
      {
        subject: `Your payment is kept for you (order ${order.id})`,
        paragraphs: [
          `${formatUsd(heldCents)} arrived for your ${orderProduct(order)}, but ${WHY[because]}.`,
          'Your money is kept for you: nothing is lost. Contact support quoting your order ID, ' +
            `${order.id}, and we will hand over your order or refund you: ${site}/contact`,
          `Your order's page: ${site}/?order_id=${order.id}`,
        ],
      },
      now,
    ),
  ];
}
