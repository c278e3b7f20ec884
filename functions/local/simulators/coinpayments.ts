// CoinPayments simulator: its API (create_transaction, and the withdrawal commands of coinpayments-withdrawals.ts,
// HMAC-checked), an index of recent payments, and a hosted checkout
// page whose buttons post IPNs to our webhook exactly as CoinPayments does: form-encoded, HMAC-SHA512 of the raw body with the IPN secret.

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { coinPaymentsSignature, verifyCoinPaymentsSignature } from '../../adapters/payments/signatures.js';
import { WITHDRAWAL_COMMANDS, handleWithdrawalCommand, serveWithdrawalPages } from './coinpayments-withdrawals.js';
import { servePaymentPages, type PaymentSimulator, type SignedNotification } from './checkout-pages.js';
import { coinAmount, MALFORMED_ANSWER_PRICE, sendJson, type CheckoutChoice } from './page.js';
import { SIMULATOR_PATHS } from './paths.js';

interface Transaction {
  txnId: string;
  fields: Record<string, string>;
  amount2: string;
  address: string;
  status: string;
}

const transactions = new Map<string, Transaction>();

function ipn(txn: Transaction, status: number, statusText: string, received: string): SignedNotification {
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
  if (fields.key !== env.COINPAYMENTS_PUBLIC_KEY) return sendJson(response, 200, { error: 'Invalid API public key' });
  if (WITHDRAWAL_COMMANDS.includes(fields.cmd ?? '')) return handleWithdrawalCommand(fields, response);
  if (fields.cmd !== 'create_transaction')
    return sendJson(response, 200, { error: `Simulator: unsupported cmd ${fields.cmd}` });
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

const COINPAYMENTS: PaymentSimulator<Transaction> = {
  provider: 'CoinPayments',
  words: { payment: 'transaction', item: 'Item', price: 'Amount' },
  // docs/decisions/051: the shop tells a -1 apart by the transaction's deadline (its `timeout`, an hour here).
  note:
    'Underpay, Cancel and Let it expire all end the transaction with status -1 (Cancelled / Timed Out). The shop ' +
    'reads it as expired once the transaction’s hour has passed, as cancelled before: move the clock at /_sim/clock/ ' +
    'past the hour to see an expiry.',
  paths: { index: SIMULATOR_PATHS.coinpayments, checkout: SIMULATOR_PATHS.coinpaymentsCheckout },
  payments: transactions,
  view: (txn) => ({
    item: txn.fields.item_name ?? '',
    price: `${txn.fields.amount ?? ''} ${txn.fields.currency1 ?? ''}`,
    send: `${txn.amount2} ${txn.fields.currency2 ?? ''}`,
    address: txn.address,
    status: txn.status,
    ipnUrl: txn.fields.ipn_url ?? '',
  }),
  notificationsFor,
  settle(txn, choice) {
    txn.status = { pay: 'Complete', underpay: 'Underpaid, then timed out', cancel: 'Cancelled', expire: 'Timed out' }[
      choice.outcome
    ];
    return (choice.outcome === 'pay' ? txn.fields.success_url : txn.fields.cancel_url) ?? null;
  },
};

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
  if (await serveWithdrawalPages(request, response, pathname, body)) return;
  return servePaymentPages(COINPAYMENTS, request, response, pathname, body);
}
