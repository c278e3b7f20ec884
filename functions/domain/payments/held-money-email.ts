// The email that tells an anonymous buyer their money is kept (docs/decisions/045 "The buyer is told"): written with the
// hold, in its transaction, when the order has an address to write to (a lease's forwarding address; an eSIM or a
// one-time number is bought without one, and its buyer reads the same on the order's page).

import { MESSAGES } from '../../../shared/messages.js';
import { formatUsd } from '../../../shared/money.js';
import type { AnonymousOrder } from '../orders/anonymous-order.js';
import { outboxEmail } from '../outbox/outbox-writes.js';
import { givenAddress } from '../outbox/mail-rule.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { Payment, PaymentStatus } from './payment.js';

type Buyer = Pick<AnonymousOrder, 'id' | 'email' | 'emailConfirmedAt' | 'type' | 'serviceName'>;

/** What the order is, in the buyer's words: "WhatsApp lease", "eSIM". */
export function orderProduct(order: Pick<AnonymousOrder, 'type' | 'serviceName'>): string {
  if (order.type === 'buy') return 'eSIM';
  return `${order.serviceName} ${order.type === 'lease' ? 'lease' : 'number'}`;
}

/**
 * Why nothing was handed over: the price arrived in full but the order could not be fulfilled, only part of it arrived
 * before the payment ended (failed, was cancelled or expired, as its status says), or it arrived after that end.
 */
export type HeldBecause = { kind: 'unfulfilled' } | { kind: 'unpaid' | 'late'; ended: PaymentStatus };

function why(because: HeldBecause): string {
  if (because.kind === 'unfulfilled') return 'we could not hand it over yet';
  const ended = `the payment ${MESSAGES.paymentEndedAs(because.ended)}`;
  return because.kind === 'unpaid'
    ? `${ended} before the price had arrived in full, so nothing was handed over`
    : `it arrived after ${ended}, so nothing was handed over`;
}

/** The anonymous order a payment pays for; none for a member's payment or a top-up. */
export async function anonymousBuyer(
  deps: Pick<PaymentsDeps, 'anonymousOrders'>,
  payment: Pick<Payment, 'orderId' | 'userId'>,
): Promise<AnonymousOrder | null> {
  if (!payment.orderId || payment.userId) return null;
  return deps.anonymousOrders.find(payment.orderId);
}

/** The outbox item of the email to an anonymous order's buyer; none without an order or an address. */
export function heldMoneyEmail(
  deps: Pick<PaymentsDeps, 'publicUrl'>,
  order: Buyer | null,
  heldCents: number,
  because: HeldBecause,
  now: Date,
): OutboxItem[] {
  if (!order?.email) return [];
  const site = deps.publicUrl.replace(/\/$/, '');
  // A fixed text quoting nothing anyone typed, so it goes to the address given even unconfirmed (docs/decisions/053):
  // the buyer has paid and must hear where their money is.
  return outboxEmail(
    givenAddress(order.email, order.emailConfirmedAt !== null),
    'heldMoney',
    {
      subject: `Your payment is kept for you (order ${order.id})`,
      paragraphs: [
        `${formatUsd(heldCents)} arrived for your ${orderProduct(order)}, but ${why(because)}.`,
        'Your money is kept for you: nothing is lost. Contact support quoting your order ID, ' +
          `${order.id}, and we will hand over your order or refund you: ${site}/contact`,
        `Your order's page: ${site}/?order_id=${order.id}`,
        // The buyer may take it back themselves, without a ticket (docs/decisions/063).
        "Or take it back yourself on your order's page, as credit in a wallet on this site.",
      ],
    },
    now,
  );
}
