// A visitor's anonymous checkout at a payment simulator (a lease through CoinPayments, an eSIM through NOWPayments):
// the order it made, its payment page and a reader of the buyer's status; and the held notifications of a payment.

import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createAnonymousOrderRepository } from '../../functions/adapters/dynamo/anonymous-order-repository.js';
import { createNotificationRepository } from '../../functions/adapters/dynamo/notification-repository.js';
import { Client } from './http.js';

export type AnonymousCheckoutType = 'lease' | 'buy';

/** The checkout's path; the lease's buyer leaves `email` as a contact. */
export function anonymousCheckoutPath(type: AnonymousCheckoutType, email: string): string {
  return type === 'lease'
    ? `/payment/coinpayments.php?type=lease&service_id=1&amount=1499&currency=USD&crypto=BTC&email=${encodeURIComponent(email)}`
    : '/payment/nowpayments.php?type=buy&amount=2500&currency=USD&crypto=btc';
}

export async function anonymousCheckout(
  siteUrl: string,
  table: TableClient,
  type: AnonymousCheckoutType,
  email: string,
) {
  const visitor = new Client(siteUrl);
  const created = await visitor.get(anonymousCheckoutPath(type, email));
  if (created.status !== 201) throw new Error(`The checkout answered ${created.status}`);
  const order = (await createAnonymousOrderRepository(table).find(created.body.order_id))!;
  const status = async () =>
    (await visitor.get(`/payment/check-payment-status.php?order_id=${order.id}`)).body as Record<string, any>;
  return { order, checkoutUrl: created.body.payment_url as string, status };
}

/** The held notifications that carry this payment's id. */
export async function heldNotificationsOf(table: TableClient, paymentId: string) {
  const { items } = await createNotificationRepository(table).held({ limit: 100, cursor: null });
  return items.filter((notification) => notification.rawBody.includes(paymentId));
}
