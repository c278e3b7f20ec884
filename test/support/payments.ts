// Test helpers for payments: pay through the providers' simulators, sign IPNs with the local secrets, wait for credits.

import { inject } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createNotificationRepository } from '../../functions/adapters/dynamo/notification-repository.js';
import { createPaymentRepository } from '../../functions/adapters/dynamo/payment-repository.js';
import { nowPaymentsSignature } from '../../functions/adapters/payments/signatures.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import type { Client } from './http.js';
import { runOps } from './ops.js';
import { localTable } from './table.js';

// Signing needs no test runner, so the browser suite imports it from there too.
export { signedCoinPaymentsIpn } from './signed-ipn.js';

/** A member's CoinPayments top-up of `cents`, started: its payment, its provider transaction and its checkout page. */
export async function startTopUp(client: Client, cents: number) {
  const reply = await client.post('/users/coinpayments.php', {
    amount: cents,
    currency: 'USD',
    crypto_currency: 'BTC',
  });
  if (reply.status !== 201) throw new Error(`The top-up answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body as { payment_id: string; transaction_id: string; payment_url: string };
}

export async function payAtSimulator(
  checkoutUrl: string,
  outcome: 'pay' | 'underpay' | 'cancel' | 'expire',
  copies = 1,
  outOfOrder = false,
) {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome, copies: String(copies), ...(outOfOrder ? { out_of_order: '1' } : {}) }),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`The simulator answered ${response.status}`);
  return response.headers.get('location');
}

/** Polls until `check` holds (consumers run after the webhook answers), then returns its last value. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function balance(client: Client): Promise<number> {
  return (await client.get('/auth/me.php')).body.user.wallet_balance as number;
}

export function postWebhook(path: string, body: string, headers: Record<string, string>) {
  return fetch(`${inject('siteUrl')}${path}`, { method: 'POST', headers, body });
}

export function signedNowPaymentsIpn(
  body: Record<string, unknown>,
  secret: string = LOCAL_DEFAULTS.NOWPAYMENTS_IPN_SECRET,
) {
  return { body: JSON.stringify(body), sig: nowPaymentsSignature(secret, body) };
}

/**
 * The fields of the CoinPayments IPN that completes a $100 top-up paid in BTC (at the simulator's rate), for the
 * payment `paymentId` that the provider knows as `txnId`.
 */
export function completedCoinPaymentsFields(paymentId: string, txnId: string) {
  return {
    txn_id: txnId,
    status: '100',
    status_text: 'Complete',
    currency1: 'USD',
    currency2: 'BTC',
    amount1: '100.00',
    amount2: '0.00153846',
    received_amount: '0.00153846',
    custom: paymentId,
    invoice: paymentId,
  };
}

/** The provider's reference a payment recorded at creation, which a genuine IPN about it carries (record 008). */
export async function recordedProviderRef(table: TableClient, paymentId: string): Promise<string> {
  const payment = await createPaymentRepository(table).find(paymentId);
  if (!payment?.providerRef) throw new Error(`Payment ${paymentId} recorded no provider reference`);
  return payment.providerRef;
}

/**
 * Waits until a notification naming the payment is held for an operator, then answers the line `ops payments:held`
 * prints for it (undefined when it prints none).
 */
export async function waitUntilHeld(paymentId: string): Promise<string | undefined> {
  const notifications = createNotificationRepository(localTable());
  await eventually(
    async () => (await notifications.held({ limit: 100, cursor: null })).items,
    (held) => held.some((notification) => notification.rawBody.includes(paymentId)),
  );
  const { stdout } = await runOps(['payments:held', '100']);
  return stdout.split('\n').find((entry) => entry.includes(paymentId));
}
