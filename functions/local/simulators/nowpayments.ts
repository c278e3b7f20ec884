// NOWPayments simulator: its API (/invoice, /payment/{id}, /min-amount, x-api-key checked), an index of recent payments,
// and a hosted checkout page whose buttons post IPNs as NOWPayments does: JSON signed with HMAC-SHA512 over the recursively sorted body.
// Its payout calls and page are nowpayments-payouts.ts's.

import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { nowPaymentsSignature } from '../../adapters/payments/signatures.js';
import { handlePayoutApi, handlePayoutPages, isPayoutApiPath } from './nowpayments-payouts.js';
import { servePaymentPages, type PaymentSimulator, type SignedNotification } from './checkout-pages.js';
import { coinAmount, MALFORMED_ANSWER_PRICE, sendJson, type CheckoutChoice } from './page.js';
import { SIMULATOR_PATHS } from './paths.js';

interface Invoice {
  id: string;
  paymentId: number;
  request: Record<string, unknown>;
  payAmount: number;
  payAddress: string;
  status: string;
  actuallyPaid: number;
  createdAt: string;
}

const invoices = new Map<string, Invoice>();

function paymentStatus(invoice: Invoice, status: string, actuallyPaid: number) {
  return {
    payment_id: invoice.paymentId,
    invoice_id: Number(invoice.id),
    payment_status: status,
    pay_address: invoice.payAddress,
    price_amount: invoice.request.price_amount,
    price_currency: invoice.request.price_currency,
    pay_amount: invoice.payAmount,
    actually_paid: actuallyPaid,
    pay_currency: invoice.request.pay_currency,
    order_id: invoice.request.order_id ?? null,
    order_description: invoice.request.order_description ?? null,
    purchase_id: String(invoice.paymentId),
    outcome_amount: actuallyPaid,
    outcome_currency: invoice.request.pay_currency,
    fee: { currency: String(invoice.request.pay_currency), depositFee: 0, withdrawalFee: 0, serviceFee: 0 },
    created_at: invoice.createdAt,
    updated_at: new Date().toISOString(),
  };
}

function ipn(invoice: Invoice, status: string, actuallyPaid: number): SignedNotification {
  const body = paymentStatus(invoice, status, actuallyPaid);
  return {
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'x-nowpayments-sig': nowPaymentsSignature(process.env.NOWPAYMENTS_IPN_SECRET ?? '', body),
    },
  };
}

function notificationsFor(invoice: Invoice, choice: CheckoutChoice) {
  const waiting = ipn(invoice, 'confirming', 0);
  const final = {
    pay: ipn(invoice, 'finished', invoice.payAmount),
    underpay: ipn(invoice, 'partially_paid', Number((invoice.payAmount / 2).toFixed(8))),
    cancel: ipn(invoice, 'failed', 0),
    expire: ipn(invoice, 'expired', 0),
  }[choice.outcome];
  return choice.outOfOrder ? [final, waiting] : [waiting, final];
}

function api(request: IncomingMessage, response: ServerResponse, path: string, body: Buffer) {
  if (request.headers['x-api-key'] !== process.env.NOWPAYMENTS_API_KEY) {
    return sendJson(response, 403, {
      status: false,
      statusCode: 403,
      code: 'INVALID_API_KEY',
      message: 'Invalid api key',
    });
  }
  if (path === '/invoice' && request.method === 'POST') {
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return sendJson(response, 400, { status: false, statusCode: 400, code: 'BAD_REQUEST', message: 'Invalid JSON' });
    }
    const price = Number(payload.price_amount);
    if (!Number.isFinite(price) || price <= 0) {
      return sendJson(response, 400, {
        status: false,
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'price_amount is invalid',
      });
    }
    const id = String(randomInt(1_000_000_000, 9_999_999_999));
    const now = new Date().toISOString();
    const invoice: Invoice = {
      id,
      paymentId: randomInt(1_000_000_000, 9_999_999_999),
      request: payload,
      payAmount: Number(coinAmount(price, String(payload.pay_currency ?? 'btc'))),
      payAddress: `sim${id}`,
      status: 'waiting',
      actuallyPaid: 0,
      createdAt: now,
    };
    const created = {
      order_id: payload.order_id ?? null,
      order_description: payload.order_description ?? null,
      price_amount: String(price),
      price_currency: payload.price_currency,
      pay_currency: payload.pay_currency ?? null,
      ipn_callback_url: payload.ipn_callback_url ?? null,
      success_url: payload.success_url ?? null,
      cancel_url: payload.cancel_url ?? null,
      created_at: now,
      updated_at: now,
    };
    if (price === MALFORMED_ANSWER_PRICE) return sendJson(response, 201, created);
    invoices.set(id, invoice);
    return sendJson(response, 201, {
      id,
      ...created,
      invoice_url: `${process.env.PUBLIC_URL}${SIMULATOR_PATHS.nowpaymentsCheckout}${id}`,
    });
  }
  const payment = /^\/payment\/(\d+)$/.exec(path);
  if (payment && request.method === 'GET') {
    const invoice = [...invoices.values()].find((i) => String(i.paymentId) === payment[1]);
    if (!invoice) return sendJson(response, 404, { status: false, statusCode: 404, message: 'Payment not found' });
    return sendJson(response, 200, paymentStatus(invoice, invoice.status, invoice.actuallyPaid));
  }
  if (path.startsWith('/min-amount') && request.method === 'GET') {
    const query = new URL(path, 'http://simulator').searchParams;
    return sendJson(response, 200, {
      currency_from: query.get('currency_from'),
      currency_to: query.get('currency_to'),
      min_amount: 0.0001,
    });
  }
  return sendJson(response, 404, { status: false, statusCode: 404, message: 'Not found' });
}

const upper = (value: unknown) => String(value ?? '').toUpperCase();

const NOWPAYMENTS: PaymentSimulator<Invoice> = {
  provider: 'NOWPayments',
  words: { payment: 'invoice', item: 'Order', price: 'Price' },
  paths: { index: SIMULATOR_PATHS.nowpayments, checkout: SIMULATOR_PATHS.nowpaymentsCheckout },
  payments: invoices,
  view: (invoice) => ({
    item: String(invoice.request.order_description ?? ''),
    price: `${String(invoice.request.price_amount)} ${upper(invoice.request.price_currency)}`,
    send: `${invoice.payAmount} ${upper(invoice.request.pay_currency)}`,
    address: invoice.payAddress,
    status: invoice.status,
    ipnUrl: String(invoice.request.ipn_callback_url ?? ''),
  }),
  notificationsFor,
  settle(invoice, choice) {
    invoice.status = { pay: 'finished', underpay: 'partially_paid', cancel: 'failed', expire: 'expired' }[
      choice.outcome
    ];
    invoice.actuallyPaid =
      choice.outcome === 'pay' ? invoice.payAmount : choice.outcome === 'underpay' ? invoice.payAmount / 2 : 0;
    const back = choice.outcome === 'pay' ? invoice.request.success_url : invoice.request.cancel_url;
    return typeof back === 'string' ? back : null;
  },
};

export async function handleNowPayments(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  body: Buffer,
) {
  if (pathname.startsWith(SIMULATOR_PATHS.nowpaymentsApi)) {
    const search = new URL(request.url ?? '/', 'http://simulator').search;
    const path = pathname.slice(SIMULATOR_PATHS.nowpaymentsApi.length) + search;
    if (isPayoutApiPath(path)) return handlePayoutApi(request, response, path, body);
    return api(request, response, path, body);
  }
  if (pathname.startsWith(SIMULATOR_PATHS.nowpaymentsPayouts))
    return handlePayoutPages(request, response, pathname, body);
  return servePaymentPages(NOWPAYMENTS, request, response, pathname, body);
}
