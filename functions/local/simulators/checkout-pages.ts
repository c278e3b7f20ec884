// The payment simulators' pages, the same for both providers: the index of recent payments, each payment's checkout
// page, and its buttons, which post the provider's signed notifications to the site and go back.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../../domain/escape-html.js';
import {
  checkoutForm,
  deliver,
  readChoice,
  redirect,
  sendPage,
  sendPaymentsIndex,
  type CheckoutChoice,
} from './page.js';

/** One simulated payment as its pages show it. */
export interface CheckoutView {
  item: string;
  /** What the payment is for, in the buyer's currency ("12.00 USD"). */
  price: string;
  /** What the payer sends, in the coin ("0.00018462 BTC"). */
  send: string;
  address: string;
  status: string;
  /** Where the provider posts its notifications. */
  ipnUrl: string;
}

/** One signed notification, as the provider would post it. */
export interface SignedNotification {
  body: string;
  headers: Record<string, string>;
}

export interface PaymentSimulator<P> {
  provider: 'CoinPayments' | 'NOWPayments';
  /** The provider's words: what it calls a payment, and the labels of its checkout page's item and price. */
  words: { payment: string; item: string; price: string };
  /** What the checkout page says of its buttons beyond the notifications they post, if anything. */
  note?: string;
  paths: { index: string; checkout: string };
  payments: ReadonlyMap<string, P>;
  view(payment: P): CheckoutView;
  /** The notifications a button sends, in the order they are posted. */
  notificationsFor(payment: P, choice: CheckoutChoice): SignedNotification[];
  /** Moves the payment to the chosen outcome; the page the payer returns to, when the site gave one. */
  settle(payment: P, choice: CheckoutChoice): string | null;
}

function sendCheckoutPage<P>(simulator: PaymentSimulator<P>, payment: P, response: ServerResponse, action: string) {
  const { provider, words } = simulator;
  const view = simulator.view(payment);
  sendPage(
    response,
    `${provider} checkout (simulator)`,
    `<h1>${provider} checkout <span class="badge">simulator</span></h1>
<dl><dt>${words.item}</dt><dd>${escapeHtml(view.item)}</dd>
<dt>${words.price}</dt><dd>${escapeHtml(view.price)}</dd>
<dt>Send</dt><dd>${escapeHtml(view.send)}</dd>
<dt>To</dt><dd>${escapeHtml(view.address)}</dd><dt>Status</dt><dd data-testid="status">${escapeHtml(view.status)}</dd></dl>
${checkoutForm(action)}
<p class="note">Each button posts signed IPNs to ${escapeHtml(view.ipnUrl)}, as ${provider} would.</p>
${simulator.note ? `<p class="note">${escapeHtml(simulator.note)}</p>` : ''}`,
  );
}

/** Serves the index, a payment's page and its buttons; anything else below the index path is a 404 page. */
export async function servePaymentPages<P>(
  simulator: PaymentSimulator<P>,
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  body: Buffer,
): Promise<void> {
  const { paths } = simulator;
  if (pathname === paths.index && request.method !== 'POST') {
    const rows = [...simulator.payments.entries()].map(([id, payment]) => {
      const view = simulator.view(payment);
      return {
        id,
        checkoutPath: `${paths.checkout}${id}`,
        item: view.item,
        amount: `${view.price} (${view.send})`,
        status: view.status,
      };
    });
    return sendPaymentsIndex(response, simulator.provider, rows);
  }
  const payment = simulator.payments.get(pathname.slice(paths.checkout.length));
  if (!pathname.startsWith(paths.checkout) || !payment) {
    return sendPage(response, 'Not found', `<h1>No such ${simulator.provider} ${simulator.words.payment}</h1>`, 404);
  }
  if (request.method !== 'POST') return sendCheckoutPage(simulator, payment, response, pathname);
  const choice = readChoice(new URLSearchParams(body.toString('utf8')));
  if (!choice) return sendPage(response, 'Bad request', '<h1>Choose an outcome</h1>', 400);
  await deliver(simulator.view(payment).ipnUrl, simulator.notificationsFor(payment, choice), choice.copies);
  const back = simulator.settle(payment, choice);
  redirect(response, choice.fromIndex ? paths.index : back || pathname);
}
