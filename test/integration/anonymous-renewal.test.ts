// An anonymous lease renewed by crypto from its order's link (docs/decisions/062): paid in full through the provider of
// the first payment, the lease ends 30 days later, once, however often the notice and its event come; paid short,
// nothing renews and the money is owed to the buyer as a first payment's would be (docs/decisions/063); sent back to
// their own address, the "paid" email reaches the forwarding address they confirmed (docs/decisions/064). The books
// pass after each. On a stack of its own, so that the whole-table check sees only this file.

import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createLeaseRepository } from '../../functions/adapters/dynamo/lease-repository.js';
import { createNotificationRepository } from '../../functions/adapters/dynamo/notification-repository.js';
import { createPaymentRepository } from '../../functions/adapters/dynamo/payment-repository.js';
import { renewLeaseFromPayment } from '../../functions/domain/leases/renew-anonymous-lease.js';
import { LEASE_DAYS } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { anonymousCheckout } from '../support/anonymous-checkout.js';
import { confirmTokenFor } from '../support/confirm-email.js';
import { moveClock } from '../support/clock.js';
import { Client } from '../support/http.js';
import { ownStackWithTable } from '../support/own-stack.js';
import { runOps } from '../support/ops.js';
import { eventually, payAtSimulator, signedCoinPaymentsIpn } from '../support/payments.js';
import type { LocalStack } from '../support/local-stack.js';
import { mailsWith } from '../support/sms.js';
import { settleWithdrawal, withdrawalsTo } from '../support/withdrawals.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

let stack: LocalStack;
let table: TableClient;
beforeAll(async () => ({ stack, table } = await ownStackWithTable()));
afterAll(() => stack?.stop());

const DAY_MS = 86_400_000;

/** What the order owes its buyer, as its page reads it. */
const owedFor = async (orderId: string) =>
  (await new Client(stack.siteUrl).get(`/anonymous/refund.php?order_id=${orderId}`)).body as Record<string, any>;

/** A paid anonymous lease, handed over: its order and a reader of its order page's status. */
async function handedOverLease(email = 'keeper@example.com') {
  const { order, checkoutUrl, status } = await anonymousCheckout(stack.siteUrl, table, 'lease', email);
  await payAtSimulator(checkoutUrl, 'pay');
  // Handed over: the lease and the order's number (the status reads each as written).
  const paid = await eventually(status, (body) => Boolean(body.lease && body.order?.phone_number));
  expect(paid.lease).toMatchObject({ status: 'active', renewals: 0, renewal_price: 1499 });
  return { order, status, lease: paid.lease as Record<string, any>, phoneNumber: paid.order.phone_number as string };
}

/** The order page's "Keep this number": the renewal's checkout, paid in BTC like the first payment. */
async function startRenewal(orderId: string, amount: number) {
  return new Client(stack.siteUrl).post('/payment/renew-lease.php', { order_id: orderId, crypto: 'BTC', amount });
}

/** The renewal payment the checkout opened: the order's one payment for its lease's renewal. */
async function renewalPaymentId(orderId: string): Promise<string> {
  const { Items = [] } = await table.doc.send(
    new ScanCommand({
      TableName: table.tableName,
      FilterExpression: 'entity = :payment AND orderId = :order AND purpose = :renewal',
      ExpressionAttributeValues: { ':payment': 'Payment', ':order': orderId, ':renewal': 'lease_renewal' },
    }),
  );
  if (Items.length !== 1) throw new Error(`Order ${orderId} has ${Items.length} renewal payments`);
  return Items[0]!.id as string;
}

async function booksBalance() {
  const checked = await runOps(['ledger:check'], stack.dataDir);
  expect(checked.stdout).toContain('0 discrepancies');
  expect(checked.code).toBe(0);
}

describe('an anonymous lease renewed by crypto', () => {
  it('paid in full, renews 30 days from the end, once, though the notice comes twice and is replayed', async () => {
    const { order, status, lease, phoneNumber } = await handedOverLease();
    const renewedEnd = new Date(Date.parse(lease.end_date) + LEASE_DAYS * DAY_MS).toISOString();
    expect(lease.renewed_end_date).toBe(renewedEnd);

    // A price the page did not show is refused, and opens nothing.
    expect((await startRenewal(order.id, 999)).status).toBe(400);
    const started = await startRenewal(order.id, 1499);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ success: true, renewed_end_date: renewedEnd });

    await payAtSimulator(started.body.payment_url, 'pay', 2);
    const renewed = await eventually(status, (body) => body.lease?.renewals === 1);
    // Renewed for the term to come: the page offers no second renewal, and the order itself stays as it was.
    expect(renewed.lease).toEqual({
      status: 'active',
      end_date: renewedEnd,
      renewals: 1,
      renewal_price: null,
      renewed_end_date: null,
    });
    expect(renewed).toMatchObject({ status: 'paid', order: { phone_number: phoneNumber } });
    expect((await startRenewal(order.id, 1499)).status).toBe(400);

    // The provider's notice replayed (a new delivery of the same completion), then its event delivered again.
    const payments = createPaymentRepository(table);
    const notifications = createNotificationRepository(table);
    const paymentId = await renewalPaymentId(order.id);
    const [completing] = (await notifications.forPayment(paymentId)).filter((notice) =>
      notice.rawBody.includes('status=100'),
    );
    const fields = Object.fromEntries(new URLSearchParams(completing!.rawBody));
    delete fields.ipn_id;
    const replay = signedCoinPaymentsIpn(fields);
    const posted = await fetch(`${stack.siteUrl}/webhooks/coinpayments`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', hmac: replay.hmac },
      body: replay.body,
    });
    expect(posted.status).toBe(200);
    await eventually(
      () => notifications.forPayment(paymentId),
      (filed) => filed.length >= 2 && filed.every((notice) => notice.status !== 'received'),
    );
    const deps = {
      clock: { now: () => new Date() },
      leases: createLeaseRepository(table),
      payments,
      metrics: { purchased: () => undefined },
    } as unknown as Parameters<typeof renewLeaseFromPayment>[0];
    expect(await renewLeaseFromPayment(deps, paymentId)).toBeNull();

    expect((await status()).lease).toMatchObject({ end_date: renewedEnd, renewals: 1 });
    expect((await payments.find(paymentId))?.renewal).toEqual({ from: lease.end_date, renewedAt: expect.any(String) });
    await booksBalance();
  });

  it('paid short, renews nothing, and the money that arrived is owed to the buyer', async () => {
    const { order, status, lease } = await handedOverLease();
    const started = await startRenewal(order.id, 1499);
    expect(started.status).toBe(201);

    await payAtSimulator(started.body.payment_url, 'underpay');
    const owed = await eventually(
      () => owedFor(order.id),
      (body) => body.success === true,
    );
    expect(owed).toMatchObject({ owed_cents: 749, state: 'owed', ways: ['wallet', 'address'] });
    // While that money is owed (one amount per order), another renewal waits for it to be taken back.
    const again = await startRenewal(order.id, 1499);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(MESSAGES.renewalWaitsForOwedMoney);
    expect((await status()).lease).toMatchObject({
      status: 'active',
      end_date: lease.end_date,
      renewals: 0,
      renewal_price: 1499,
    });
    await booksBalance();
  });

  it('paid short and sent back to the buyer\'s address: the "paid" email reaches the forwarding address they confirmed', async () => {
    const email = 'confirmed-keeper@example.com';
    const { order } = await handedOverLease(email);
    // The link mailed with the lease confirms where its codes, and this email, may go.
    const token = await confirmTokenFor(email, stack.siteUrl, (subject) => subject.startsWith('Confirm where'));
    expect((await new Client(stack.siteUrl).post('/auth/confirm-email.php', { token })).status).toBe(200);
    const started = await startRenewal(order.id, 1499);
    await payAtSimulator(started.body.payment_url, 'underpay');
    await eventually(
      () => owedFor(order.id),
      (body) => body.state === 'owed' && body.owed_cents === 749,
    );

    const address = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
    const asked = await new Client(stack.siteUrl).post('/anonymous/refund/payout.php', {
      order_id: order.id,
      coin: 'BTC',
      address,
    });
    expect(asked.body.payout).toMatchObject({ state: 'sending' });
    // The sendPayouts job's next run asks the simulator, whose page completes the withdrawal (its signed IPN).
    await moveClock(61_000, stack.siteUrl);
    const [withdrawal] = await withdrawalsTo(stack.siteUrl, address);
    await settleWithdrawal(stack.siteUrl, withdrawal!, 'complete');
    const paid = await owedFor(order.id);
    expect(paid).toMatchObject({ state: 'paid', payout: { state: 'sent', reference: withdrawal } });

    const [mail, ...more] = await mailsWith(email, `Your money was sent back (order ${order.id})`, stack.mailboxUrl);
    expect(more).toEqual([]);
    expect(mail!.body.text).toContain(`$7.49 your `);
    expect(mail!.body.text).toContain(`sent to your Bitcoin address ${address}: ${paid.payout.receive_coin} BTC`);
    expect(mail!.body.text).toMatch(/The transaction: [0-9a-f]{64}/);
    expect(mail!.body.text).toContain(`${stack.siteUrl}/?order_id=${order.id}`);
    await booksBalance();
  });
});
