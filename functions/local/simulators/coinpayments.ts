// CoinPayments simulator: its API (create_transaction, HMAC-checked), an index of recent payments, and a hosted checkout
// page whose buttons post IPNs to our webhook exactly as CoinPayments does: form-encoded, HMAC-SHA512 of the raw body with the IPN secret.

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { coinPaymentsSignature, verifyCoinPaymentsSignature } from '../../adapters/payments/signatures.js';
import { escapeHtml } from '../../domain/escape-html.js';
import { SIMULATOR_PATHS } from './paths.js';
import {
  checkoutForm,
  coinAmount,
  deliver,
  MALFORMED_ANSWER_PRICE,
  readChoice,
  redirect,
  sendJson,
  sendPage,
  sendPaymentsIndex,
  type CheckoutChoice,
} from './page.js';

interface Transaction {
  txnId: string;
  fields: Record<string, string>;
  amount2: string;
  address: string;
  status: string;
}

const transactions = new Map<string, Transaction>();

function ipn(
  txn: Transaction,
  status: number,
  statusText: string,
  received: string,
): { body: string; headers: Record<string, string> } {
  const env = process.env;
  const body = new URLSearchParams({
    ipn_version: '1.0',
    ipn_type: 'api',
    ipn_mode: 'hmac',
    ipn_id: randomBytes(16).toString('hex'),
    merchant: env.COINPAYMENTS_MERCHANT_ID ?? '',
    txn_id: txn.txnId,
    status: String(status),
    status_text: statusText,
    currency1: txn.fields.currency1 ?? 'USD',
    currency2: txn.fields.currency2 ?? 'BTC',
    amount1: txn.fields.amount ?? '0',
    amount2: txn.amount2,
    fee: '0.00000100',
    item_name: txn.fields.item_name ?? '',
    item_number: txn.fields.item_number ?? '',
    invoice: txn.fields.invoice ?? '',
    custom: txn.fields.custom ?? '',
    received_amount: received,
    received_confirms: status >= 100 ? '3' : '0',
  }).toString();
  return {
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      HMAC: coinPaymentsSignature(env.COINPAYMENTS_IPN_SECRET ?? '', body),
    },
  };
}

function notificationsFor(txn: Transaction, choice: CheckoutChoice) {
  const half = (Number(txn.amount2) / 2).toFixed(8);
  const pending = ipn(txn, 0, 'Waiting for buyer funds...', '0');
  const final = {
    pay: ipn(txn, 100, 'Complete', txn.amount2),
    underpay: ipn(txn, -1, 'Cancelled / Timed Out', half),
    cancel: ipn(txn, -1, 'Cancelled / Timed Out', '0'),
    expire: ipn(txn, -1, 'Cancelled / Timed Out', '0'),
  }[choice.outcome];
  return choice.outOfOrder ? [final, pending] : [pending, final];
}

function createTransaction(fields: Record<string, string>, response: ServerResponse) {
  const env = process.env;
  if (fields.cmd !== 'create_transaction')
    return sendJson(response, 200, { error: `Simulator: unsupported cmd ${fields.cmd}` });
  if (fields.key !== env.COINPAYMENTS_PUBLIC_KEY) return sendJson(response, 200, { error: 'Invalid API public key' });
  const amount = Number(fields.amount);
  if (!Number.isFinite(amount) || amount <= 0) return sendJson(response, 200, { error: 'Invalid amount' });
  const txnId = `CPSIM${randomBytes(6).toString('hex').toUpperCase()}`;
  const txn: Transaction = {
    txnId,
    fields,
    amount2: coinAmount(amount, fields.currency2 ?? 'BTC'),
    address: `sim${randomBytes(16).toString('hex')}`,
    status: 'Waiting for buyer funds',
  };
  if (amount === MALFORMED_ANSWER_PRICE) {
    return sendJson(response, 200, { error: 'ok', result: { amount: txn.amount2, address: txn.address } });
  }
  transactions.set(txnId, txn);
  const checkoutUrl = `${env.PUBLIC_URL}${SIMULATOR_PATHS.coinpaymentsCheckout}${txnId}`;
  sendJson(response, 200, {
    error: 'ok',
    result: {
      amount: txn.amount2,
      txn_id: txnId,
      address: txn.address,
      confirms_needed: '2',
      timeout: 3600,
      checkout_url: checkoutUrl,
      status_url: checkoutUrl,
      qrcode_url: `${checkoutUrl}/qr`,
    },
  });
}

function checkoutPage(txn: Transaction, response: ServerResponse) {
  sendPage(
    response,
    'CoinPayments checkout (simulator)',
    `<h1>CoinPayments checkout <span class="badge">simulator</span></h1>
<dl><dt>Item</dt><dd>${escapeHtml(txn.fields.item_name ?? '')}</dd>
<dt>Amount</dt><dd>${escapeHtml(txn.fields.amount ?? '')} ${escapeHtml(txn.fields.currency1 ?? '')}</dd>
<dt>Send</dt><dd>${txn.amount2} ${escapeHtml(txn.fields.currency2 ?? '')}</dd>
<dt>To</dt><dd>${txn.address}</dd><dt>Status</dt><dd data-testid="status">${escapeHtml(txn.status)}</dd></dl>
${checkoutForm(`${SIMULATOR_PATHS.coinpaymentsCheckout}${txn.txnId}`)}
<p class="note">Each button posts signed IPNs to ${escapeHtml(txn.fields.ipn_url ?? '')}, as CoinPayments would.</p>`,
  );
}

function indexPage(response: ServerResponse) {
  sendPaymentsIndex(
    response,
    'CoinPayments',
    [...transactions.values()].map((txn) => ({
      id: txn.txnId,
      checkoutPath: `${SIMULATOR_PATHS.coinpaymentsCheckout}${txn.txnId}`,
      item: txn.fields.item_name ?? '',
      amount: `${txn.fields.amount ?? ''} ${txn.fields.currency1 ?? ''} (${txn.amount2} ${txn.fields.currency2 ?? ''})`,
      status: txn.status,
    })),
  );
}

export async function handleCoinPayments(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  body: Buffer,
) {
  if (pathname === SIMULATOR_PATHS.coinpaymentsApi && request.method === 'POST') {
    if (
      !verifyCoinPaymentsSignature(
        process.env.COINPAYMENTS_PRIVATE_KEY ?? '',
        body,
        request.headers.hmac as string | undefined,
      )
    ) {
      return sendJson(response, 200, { error: 'HMAC signature does not match' });
    }
    return createTransaction(Object.fromEntries(new URLSearchParams(body.toString('utf8'))), response);
  }
  if (pathname === SIMULATOR_PATHS.coinpayments && request.method !== 'POST') return indexPage(response);
  const txnId = pathname.slice(SIMULATOR_PATHS.coinpaymentsCheckout.length);
  const txn = transactions.get(txnId);
  if (!pathname.startsWith(SIMULATOR_PATHS.coinpaymentsCheckout) || !txn) {
    return sendPage(response, 'Not found', '<h1>No such CoinPayments transaction</h1>', 404);
  }
  if (request.method !== 'POST') return checkoutPage(txn, response);
  const choice = readChoice(new URLSearchParams(body.toString('utf8')));
  if (!choice) return sendPage(response, 'Bad request', '<h1>Choose an outcome</h1>', 400);
  await deliver(txn.fields.ipn_url ?? '', notificationsFor(txn, choice), choice.copies);
  txn.status = { pay: 'Complete', underpay: 'Underpaid, then timed out', cancel: 'Cancelled', expire: 'Timed out' }[
    choice.outcome
  ];
  const back = choice.outcome === 'pay' ? txn.fields.success_url : txn.fields.cancel_url;
  redirect(response, choice.fromIndex ? SIMULATOR_PATHS.coinpayments : back || pathname);
}
