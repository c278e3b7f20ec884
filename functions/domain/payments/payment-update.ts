// What a provider's IPN says about one of our payments, in one shape for both providers (docs/decisions/014
// "CoinPayments IPN", "NOWPayments IPN").

import type { PaymentProviderName } from '../../../shared/coins.js';
import { dollarsToCents } from '../../../shared/money.js';
import type { PaymentNotification } from './notification.js';

/**
 * `ended`: the provider's last word on a payment that was cancelled or timed out, without saying which (CoinPayments'
 * -1 "Cancelled / Timed Out"); the payment's own deadline at the provider tells them apart (decide-payment.ts).
 */
export type ProviderState = 'pending' | 'paid' | 'partial' | 'failed' | 'cancelled' | 'expired' | 'ended';

export interface PaymentUpdate {
  paymentId: string;
  /** Who sent it, and their reference for the payment: both must be what the payment recorded at creation. */
  provider: PaymentProviderName;
  state: ProviderState;
  /** The share of the expected coin amount that arrived, 0 to 1. */
  receivedFraction: number;
  /** The price the provider was asked for, to check against the payment. */
  priceCents: number | null;
  priceCurrency: string;
  providerRef: string;
  /** When the notification reached us. */
  receivedAt: string;
}

export type ParsedNotification = { ok: true; update: PaymentUpdate } | { ok: false; reason: string };

const fraction = (received: number, expected: number) =>
  Number.isFinite(received) && Number.isFinite(expected) && expected > 0
    ? Math.min(1, Math.max(0, received / expected))
    : 0;

/** A decimal string or number to cents, tolerating more than two decimals as providers send them. */
function priceToCents(value: unknown): number | null {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || number < 0) return null;
  return dollarsToCents(number.toFixed(2));
}

/**
 * CoinPayments' IPN form fields (ipn_type=api), received at `receivedAt`. The signature, mode and merchant are checked
 * before this. A status below 0 is the provider's last word, whatever part of the money came with it: -1 ended the
 * payment (cancelled or timed out), any other failed it.
 */
export function parseCoinPaymentsIpn(fields: URLSearchParams, receivedAt: string): ParsedNotification {
  const paymentId = fields.get('custom') || fields.get('invoice');
  const status = Number(fields.get('status'));
  if (fields.get('ipn_type') !== 'api') return { ok: false, reason: `Unexpected ipn_type ${fields.get('ipn_type')}` };
  if (!paymentId) return { ok: false, reason: 'The IPN names no order (custom and invoice are empty)' };
  if (!Number.isInteger(status)) return { ok: false, reason: 'The IPN has no valid status' };
  const received = fraction(Number(fields.get('received_amount') ?? 0), Number(fields.get('amount2')));
  let state: ProviderState;
  if (status >= 100 || status === 2) state = 'paid';
  else if (status < 0) state = status === -1 ? 'ended' : 'failed';
  else state = 'pending';
  return {
    ok: true,
    update: {
      paymentId,
      provider: 'coinpayments',
      state,
      receivedFraction: state === 'paid' ? 1 : received,
      priceCents: priceToCents(fields.get('amount1')),
      priceCurrency: (fields.get('currency1') ?? '').toUpperCase(),
      providerRef: fields.get('txn_id') ?? '',
      receivedAt,
    },
  };
}

const NOWPAYMENTS_STATES: Record<string, ProviderState> = {
  waiting: 'pending',
  confirming: 'pending',
  confirmed: 'pending',
  sending: 'pending',
  partially_paid: 'partial',
  finished: 'paid',
  failed: 'failed',
  expired: 'expired',
};

/** NOWPayments' IPN JSON, received at `receivedAt`. The signature is checked before this. */
export function parseNowPaymentsIpn(body: Record<string, unknown>, receivedAt: string): ParsedNotification {
  const paymentId = typeof body.order_id === 'string' ? body.order_id : null;
  const status = String(body.payment_status ?? '');
  const state = NOWPAYMENTS_STATES[status];
  if (!paymentId) return { ok: false, reason: 'The IPN names no order (order_id is empty)' };
  if (!state) return { ok: false, reason: `Payment status ${status || '(none)'} is kept for an operator` };
  const received = fraction(Number(body.actually_paid ?? 0), Number(body.pay_amount));
  return {
    ok: true,
    update: {
      paymentId,
      provider: 'nowpayments',
      state,
      receivedFraction: state === 'paid' ? 1 : received,
      priceCents: priceToCents(body.price_amount),
      priceCurrency: String(body.price_currency ?? '').toUpperCase(),
      // Our payments are NOWPayments invoices, recorded by the invoice's id; an IPN without one names its payment.
      providerRef: String(body.invoice_id ?? body.payment_id ?? ''),
      receivedAt,
    },
  };
}

/** A stored notification's raw body, read the way its provider writes it. */
export function parseNotification(
  notification: Pick<PaymentNotification, 'provider' | 'rawBody' | 'receivedAt'>,
): ParsedNotification {
  const { rawBody, receivedAt } = notification;
  if (notification.provider === 'coinpayments') return parseCoinPaymentsIpn(new URLSearchParams(rawBody), receivedAt);
  return parseNowPaymentsIpn(JSON.parse(rawBody) as Record<string, unknown>, receivedAt);
}
