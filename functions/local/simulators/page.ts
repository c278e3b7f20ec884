// The simulators' small HTML pages: one layout, escaped values, plain forms that work without JavaScript.

import type { ServerResponse } from 'node:http';
import { escapeHtml } from '../../domain/escape-html.js';

export function sendPage(response: ServerResponse, title: string, body: string, status = 200): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:2rem 1rem}
main{max-width:32rem;margin:0 auto;background:#fff;border-radius:1rem;padding:1.5rem 2rem;box-shadow:0 10px 30px #0f172a1a}
h1{font-size:1.25rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#64748b}dd{margin:0;font-family:ui-monospace,monospace;word-break:break-all}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}button{font:inherit;padding:.6rem 1rem;border-radius:.5rem;border:1px solid #cbd5e1;background:#fff;cursor:pointer}
button.primary{background:#2563eb;border-color:#2563eb;color:#fff}label{display:block;margin-top:.75rem}.note{color:#64748b;font-size:.875rem}
.badge{display:inline-block;padding:.1rem .5rem;border-radius:999px;background:#e2e8f0;font-size:.8rem}
main:has(table){max-width:72rem}table{width:100%;border-collapse:collapse;font-size:.875rem}
th,td{text-align:left;padding:.5rem;border-top:1px solid #e2e8f0;vertical-align:top}td .actions{margin-top:0}
</style></head><body><main>${body}</main></body></html>`;
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}

/**
 * The price (in dollars, as the providers' APIs take it) for which both payment simulators answer a malformed body:
 * the payment is "created" but its id and payment page are missing, as a provider's broken answer would be.
 */
export const MALFORMED_ANSWER_PRICE = 66.66;

/** A made-up exchange rate, so coin amounts look real: dollars per coin. */
const USD_PER_COIN: Record<string, number> = {
  BTC: 65_000,
  ETH: 3_200,
  LTC: 85,
  BCH: 450,
  XMR: 160,
  SOL: 150,
  BNB: 580,
  TON: 6,
  ADA: 0.45,
  XRP: 0.6,
  DOGE: 0.15,
  TRX: 0.12,
};

export function coinAmount(usd: number, coin: string): string {
  const symbol = coin
    .toUpperCase()
    .replace(/[^A-Z].*$/, '')
    .replace(/^(USDT|USDC|BUSD).*/, '$1');
  const rate = USD_PER_COIN[symbol] ?? 1;
  return (usd / rate).toFixed(8);
}

const OUTCOME_BUTTONS = `<div class="actions">
<button class="primary" name="outcome" value="pay">Pay in full</button>
<button name="outcome" value="underpay">Underpay (half)</button>
<button name="outcome" value="cancel">Cancel</button>
<button name="outcome" value="expire">Let it expire</button>
</div>`;

/** Checkout buttons shared by both providers' pages: the outcome, how many copies of each IPN, and their order. */
export function checkoutForm(action: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
<label>Copies of each notification <input type="number" name="copies" value="1" min="1" max="50"></label>
<label><input type="checkbox" name="out_of_order" value="1"> Also deliver an older status after the final one</label>
${OUTCOME_BUTTONS}</form>`;
}

export interface CheckoutChoice {
  outcome: 'pay' | 'underpay' | 'cancel' | 'expire';
  copies: number;
  outOfOrder: boolean;
  /** Chosen on the index page, which is where the simulator goes back to instead of the payer's return page. */
  fromIndex: boolean;
}

export function readChoice(form: URLSearchParams): CheckoutChoice | null {
  const outcome = form.get('outcome');
  if (outcome !== 'pay' && outcome !== 'underpay' && outcome !== 'cancel' && outcome !== 'expire') return null;
  const copies = Math.min(50, Math.max(1, Number(form.get('copies') ?? 1) || 1));
  return { outcome, copies, outOfOrder: form.get('out_of_order') === '1', fromIndex: form.get('from') === 'index' };
}

/** How many payments a simulator's index lists, newest first. */
export const RECENT_PAYMENTS_SHOWN = 50;

/** One payment as a simulator's index lists it. */
export interface PaymentRow {
  id: string;
  checkoutPath: string;
  item: string;
  amount: string;
  status: string;
}

/** A simulator's index: its recent payments, each with a link to its checkout page and the same outcome buttons. */
export function sendPaymentsIndex(response: ServerResponse, provider: string, payments: PaymentRow[]): void {
  const recent = payments.slice(-RECENT_PAYMENTS_SHOWN).reverse();
  const rows = recent
    .map(
      (payment) => `<tr data-payment="${escapeHtml(payment.id)}">
<td><a href="${escapeHtml(payment.checkoutPath)}">${escapeHtml(payment.id)}</a></td><td>${escapeHtml(payment.item)}</td>
<td>${escapeHtml(payment.amount)}</td><td>${escapeHtml(payment.status)}</td>
<td><form method="post" action="${escapeHtml(payment.checkoutPath)}"><input type="hidden" name="from" value="index">${OUTCOME_BUTTONS}</form></td></tr>`,
    )
    .join('');
  sendPage(
    response,
    `${provider} (simulator)`,
    `<h1>${escapeHtml(provider)} <span class="badge">simulator</span></h1>
<h2>Recent payments (${recent.length})</h2>
${
  recent.length
    ? `<table><tr><th>Payment</th><th>Item</th><th>Amount</th><th>Status</th><th>Actions</th></tr>${rows}</table>`
    : '<p class="note">No payment yet: start a top-up or an anonymous purchase on the site.</p>'
}
<p class="note">Each action posts signed notifications to the site as ${escapeHtml(provider)} would; a payment's own page
also sets how many copies to send and their order.</p>`,
  );
}

/** Posts each notification `copies` times at once, one status after another, as retrying providers do. */
export async function deliver(
  url: string,
  notifications: { body: string; headers: Record<string, string> }[],
  copies: number,
) {
  for (const notification of notifications) {
    await Promise.all(
      Array.from({ length: copies }, () =>
        fetch(url, { method: 'POST', headers: notification.headers, body: notification.body }),
      ),
    );
  }
}
