import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, inject } from 'vitest';
import { createAnonymousOrderRepository } from '../../functions/adapters/dynamo/anonymous-order-repository.js';
import { paymentKey } from '../../functions/adapters/dynamo/payment-entity.js';
import { formatUsd } from '../../shared/money.js';
import { Client, registeredMember } from '../support/http.js';
import {
  balance,
  eventually,
  postWebhook,
  recordedProviderRef,
  signedCoinPaymentsIpn,
  signedNowPaymentsIpn,
  waitUntilHeld,
} from '../support/payments.js';
import { localTable } from '../support/table.js';
import { deliveriesDone } from '../support/running-stack.js';

const table = localTable();
const orders = createAnonymousOrderRepository(table);
const visitor = new Client();

/** The provider-side figures of a payment, to write its IPNs as the provider would. */
interface Checkout {
  paymentId: string;
  /** The provider's reference the payment recorded, which its IPNs carry. */
  providerRef: string;
  priceCents: number;
}

type Ipn = { provider: 'coinpayments' | 'nowpayments'; state: string; paidShare: number };

const COIN_AMOUNT = 0.002;
let sequence = 0;

/** A new member's $100 top-up through `provider`, paid in `coin`, as its IPNs will name it. */
async function memberTopUp(label: string, provider: Ipn['provider'], coin: string) {
  const { client } = await registeredMember(label);
  const created = await client.post(`/users/${provider}.php`, {
    amount: 10_000,
    currency: 'USD',
    crypto_currency: coin,
  });
  const checkout: Checkout = {
    paymentId: created.body.payment_id,
    providerRef: created.body.transaction_id,
    priceCents: 10_000,
  };
  return { client, checkout };
}

/** One signed IPN through the real webhook; each carries its own ipn_id / updated_at, as a provider's retries do. */
async function deliver(checkout: Checkout, { provider, state, paidShare }: Ipn) {
  sequence += 1;
  const price = (checkout.priceCents / 100).toFixed(2);
  const received = (COIN_AMOUNT * paidShare).toFixed(8);
  if (provider === 'coinpayments') {
    const ipn = signedCoinPaymentsIpn({
      txn_id: checkout.providerRef,
      status: state,
      status_text: 'test',
      currency1: 'USD',
      currency2: 'BTC',
      amount1: price,
      amount2: COIN_AMOUNT.toFixed(8),
      received_amount: received,
      received_confirms: Number(state) >= 100 ? '3' : '0',
      invoice: checkout.paymentId,
      custom: checkout.paymentId,
    });
    const reply = await postWebhook('/webhooks/coinpayments', ipn.body, {
      'content-type': 'application/x-www-form-urlencoded',
      hmac: ipn.hmac,
    });
    expect(reply.status).toBe(200);
    return;
  }
  const ipn = signedNowPaymentsIpn({
    payment_id: 5_000_000_000,
    invoice_id: Number(checkout.providerRef),
    payment_status: state,
    price_amount: Number(price),
    price_currency: 'usd',
    pay_amount: COIN_AMOUNT,
    actually_paid: Number(received),
    pay_currency: 'btc',
    order_id: checkout.paymentId,
    updated_at: new Date(Date.now() + sequence).toISOString(),
  });
  const reply = await postWebhook('/webhooks/nowpayments', ipn.body, {
    'content-type': 'application/json',
    'x-nowpayments-sig': ipn.sig,
  });
  expect(reply.status).toBe(200);
}

/** Delivers IPNs one after the other, each applied before the next is sent (the provider's real order). */
async function deliverInTurn(checkout: Checkout, ipns: Ipn[], read: () => Promise<unknown>) {
  for (const ipn of ipns) {
    const before = JSON.stringify(await read());
    await deliver(checkout, ipn);
    // Wait for the consumer to apply it (or to decide it changes nothing) before the next one.
    await eventually(
      async () => JSON.stringify(await read()),
      (now) => now !== before,
      1_500,
    );
  }
}

async function anonymousOrder(provider: 'coinpayments' | 'nowpayments') {
  const query =
    provider === 'coinpayments'
      ? 'type=one-time&service_id=1&amount=999&currency=USD&crypto=BTC'
      : 'type=buy&amount=2500&currency=USD&crypto=btc';
  const created = await visitor.get(`/payment/${provider}.php?${query}`);
  expect(created.status).toBe(201);
  const order = (await orders.find(created.body.order_id))!;
  const checkout: Checkout = {
    paymentId: order.paymentId,
    providerRef: await recordedProviderRef(table, order.paymentId),
    priceCents: order.priceCents,
  };
  const status = async () =>
    (await visitor.get(`/anonymous/check-payment.php?order_id=${order.id}`)).body as Record<string, any>;
  return { orderId: order.id, checkout, status };
}

const settledOn = (expected: string) => (reply: Record<string, any>) => reply.status === expected;

async function rawItem(key: Record<string, string>) {
  return (await table.doc.send(new GetCommand({ TableName: table.tableName, Key: key, ConsistentRead: true }))).Item!;
}

describe("an anonymous order follows its provider's real IPN sequences", () => {
  it.each([['nowpayments', ['waiting', 'partially_paid', 'finished']]] as const)(
    'is paid and fulfilled after an underpayment then the rest through %s (%j)',
    async (provider, states) => {
      const { checkout, status } = await anonymousOrder(provider);
      const shares = [0, 0.5, 1];
      await deliverInTurn(
        checkout,
        states.slice(0, 2).map((state, i) => ({ provider, state, paidShare: shares[i]! })),
        status,
      );
      expect((await status()).status).toBe('underpaid');
      await deliver(checkout, { provider, state: states[2], paidShare: 1 });
      const paid = await eventually(status, (reply) => typeof reply.order?.phone_number === 'string');
      expect(paid).toMatchObject({
        payment_confirmed: true,
        status: 'paid',
        order: { phone_number: expect.stringMatching(/^\+44/) },
      });
    },
  );

  it("ends on CoinPayments' -1 carrying half the money, and holds the rest that comes after the end", async () => {
    const provider = 'coinpayments';
    const { checkout, status } = await anonymousOrder(provider);
    await deliverInTurn(checkout, [{ provider, state: '0', paidShare: 0 }], status);
    await deliver(checkout, { provider, state: '-1', paidShare: 0.5 });
    expect(await eventually(status, (reply) => reply.payment?.held_amount > 0)).toMatchObject({
      payment_confirmed: false,
      status: 'payment_failed',
      payment: { status: 'cancelled', received_amount: 499, held_amount: 499 },
    });
    await deliver(checkout, { provider, state: '100', paidShare: 1 });
    const line = await waitUntilHeld(checkout.paymentId);
    expect(line).toBeDefined();
    expect(await eventually(status, (reply) => reply.payment?.held_amount === 999)).toMatchObject({
      status: 'payment_failed',
      order: { phone_number: null },
      payment: { status: 'cancelled', received_amount: 999, held_amount: 999 },
    });
  });

  it.each([
    ['nowpayments', 'confirming', 'finished'],
    ['coinpayments', '1', '100'],
  ] as const)('is paid after confirming then finished through %s', async (provider, confirming, finished) => {
    const { checkout, status } = await anonymousOrder(provider);
    await deliver(checkout, { provider, state: confirming, paidShare: 1 });
    await deliver(checkout, { provider, state: finished, paidShare: 1 });
    expect(await eventually(status, settledOn('paid'))).toMatchObject({ payment_confirmed: true, status: 'paid' });
  });

  it.each([
    ['nowpayments', 'failed'],
    ['nowpayments', 'expired'],
  ] as const)('fails through %s after an underpayment then %s (not retried as stale)', async (provider, final) => {
    const { checkout, status } = await anonymousOrder(provider);
    await deliverInTurn(checkout, [{ provider, state: 'partially_paid', paidShare: 0.5 }], status);
    await deliver(checkout, { provider, state: final, paidShare: 0.5 });
    expect(await eventually(status, settledOn('payment_failed'))).toMatchObject({
      payment_confirmed: false,
      status: 'payment_failed',
    });
    const payment = await rawItem(paymentKey(checkout.paymentId));
    expect(payment).toMatchObject({ status: final, creditedCents: 1_250 });
  });

  it.each([
    ['nowpayments', 'expired', 'finished', 'expired'],
    ['coinpayments', '-1', '100', 'was cancelled'],
  ] as const)(
    'holds a %s payment that arrives after status %s, and `ops payments:held` lists it',
    async (provider, ended, finished, endedStatus) => {
      const { checkout, status } = await anonymousOrder(provider);
      await deliverInTurn(checkout, [{ provider, state: ended, paidShare: 0 }], status);
      expect((await status()).status).toBe('payment_failed');
      await deliver(checkout, { provider, state: finished, paidShare: 1 });
      const line = await waitUntilHeld(checkout.paymentId);
      expect(line).toContain(`${provider}  payment ${checkout.paymentId} paid of ${formatUsd(checkout.priceCents)}`);
      expect(line).toContain(`after the payment ${endedStatus}:`);
      expect(await status()).toMatchObject({ payment_confirmed: false, status: 'payment_failed' });
    },
  );

  it.each([
    ['coinpayments', '100', 'BTC'],
    ['nowpayments', 'finished', 'btc'],
  ] as const)(
    'holds a correctly signed %s IPN naming our payment but another transaction, crediting nothing',
    async (provider, finished, coin) => {
      const { client, checkout } = await memberTopUp(`other-txn-${provider}`, provider, coin);
      const otherRef = provider === 'coinpayments' ? 'CPOTHERTXN1' : String(Number(checkout.providerRef) + 1);
      await deliver({ ...checkout, providerRef: otherRef }, { provider, state: finished, paidShare: 1 });
      const line = await waitUntilHeld(checkout.paymentId);
      expect(line).toContain(`(${provider} ${otherRef}) is not the payment's (${provider} ${checkout.providerRef})`);
      expect(await balance(client)).toBe(0);
      expect(await rawItem(paymentKey(checkout.paymentId))).toMatchObject({ status: 'pending', creditedCents: 0 });
    },
  );

  it('fulfils once when the full payment after an underpayment is delivered six times at once', async () => {
    const provider = 'nowpayments';
    const { checkout, status } = await anonymousOrder(provider);
    await deliverInTurn(checkout, [{ provider, state: 'partially_paid', paidShare: 0.5 }], status);
    await Promise.all(
      Array.from({ length: 6 }, () => deliver(checkout, { provider, state: 'finished', paidShare: 1 })),
    );
    const paid = await eventually(status, (reply) => typeof reply.order?.phone_number === 'string');
    await deliveriesDone(inject('dataDir'));
    expect((await status()).order.phone_number).toBe(paid.order.phone_number);
    expect(await rawItem(paymentKey(checkout.paymentId))).toMatchObject({ status: 'completed', creditedCents: 2_500 });
  });
});

describe('an unpaid anonymous order is deleted after 24 hours; a paid one is kept', () => {
  it('sets the TTL on the order and its payment, and removes it once paid', async () => {
    const { orderId, checkout, status } = await anonymousOrder('coinpayments');
    const order = await rawItem({ pk: `ANONORDER#${orderId}`, sk: 'ANONORDER' });
    const day = Math.floor(Date.parse(order.createdAt) / 1000) + 24 * 3600;
    expect(order.ttl).toBe(day);
    expect((await rawItem(paymentKey(checkout.paymentId))).ttl).toBe(day);

    await deliver(checkout, { provider: 'coinpayments', state: '100', paidShare: 1 });
    await eventually(status, settledOn('paid'));
    expect((await rawItem({ pk: `ANONORDER#${orderId}`, sk: 'ANONORDER' })).ttl).toBeUndefined();
    expect((await rawItem(paymentKey(checkout.paymentId))).ttl).toBeUndefined();
  });
});

describe('a member top-up paid in two parts', () => {
  it.each([['nowpayments', 'partially_paid', 'finished', 'btc']] as const)(
    'credits half, then the rest and the bonus exactly once through %s, with the final IPN delivered six times at once',
    async (provider, partial, finished, coin) => {
      const { client, checkout } = await memberTopUp(`two-parts-${provider}`, provider, coin);
      await deliver(checkout, { provider, state: partial, paidShare: 0.5 });
      expect(
        await eventually(
          () => balance(client),
          (cents) => cents === 5_000,
        ),
      ).toBe(5_000);
      await Promise.all(
        Array.from({ length: 6 }, () => deliver(checkout, { provider, state: finished, paidShare: 1 })),
      );
      await eventually(
        () => balance(client),
        (cents) => cents >= 11_500,
      );
      await deliveriesDone(inject('dataDir'));
      expect(await balance(client)).toBe(11_500);
      const ledger = await client.get('/users/wallet-transactions.php');
      expect(ledger.body.transactions.map((t: { amount_cents: number }) => t.amount_cents).sort()).toEqual([
        1_500, 5_000, 5_000,
      ]);
    },
  );

  it('credits the half CoinPayments ended the payment with, and holds, never credits, the rest delivered six times at once', async () => {
    const provider = 'coinpayments';
    const { client, checkout } = await memberTopUp('ended-half', provider, 'BTC');
    await deliver(checkout, { provider, state: '-1', paidShare: 0.5 });
    expect(
      await eventually(
        () => balance(client),
        (cents) => cents === 5_000,
      ),
    ).toBe(5_000);
    await Promise.all(Array.from({ length: 6 }, () => deliver(checkout, { provider, state: '100', paidShare: 1 })));
    await waitUntilHeld(checkout.paymentId);
    await deliveriesDone(inject('dataDir'));
    expect(await balance(client)).toBe(5_000);
    expect(await rawItem(paymentKey(checkout.paymentId))).toMatchObject({
      status: 'cancelled',
      creditedCents: 5_000,
      heldCents: 5_000,
    });
  });
});
