import { describe, expect, it, inject } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { Client, registeredMember } from '../support/http.js';
import {
  balance,
  completedCoinPaymentsFields,
  eventually,
  payAtSimulator,
  postWebhook,
  signedCoinPaymentsIpn,
  signedNowPaymentsIpn,
} from '../support/payments.js';
import { deliveriesDone } from '../support/running-stack.js';

const PROVIDERS = [
  ['coinpayments', 'BTC'],
  ['nowpayments', 'btc'],
] as const;

async function topUp(client: Client, provider: string, amount: number, coin: string) {
  const reply = await client.post(`/users/${provider}.php`, { amount, currency: 'USD', crypto_currency: coin });
  expect(reply.status).toBe(201);
  return reply.body as { payment_id: string; transaction_id: string; payment_url: string; status: string };
}

async function settled(client: Client, expected: number) {
  const value = await eventually(
    () => balance(client),
    (cents) => cents >= expected,
  );
  // Stragglers (duplicates, retries) delivered: had they done harm, it shows.
  await deliveriesDone(inject('dataDir'));
  return { first: value, after: await balance(client) };
}

describe('member top-ups', () => {
  it.each(PROVIDERS)(
    'credits a 100-dollar top-up through %s plus its 15-dollar bonus exactly once, with 20 concurrent duplicate IPNs out of order',
    async (provider, coin) => {
      const { client } = await registeredMember(`topup-${provider}`);
      const payment = await topUp(client, provider, 10_000, coin);
      expect(payment.status).toBe('pending');
      await payAtSimulator(payment.payment_url, 'pay', 20, true);
      const { after } = await settled(client, 11_500);
      expect(after).toBe(11_500);
      const ledger = await client.get('/users/wallet-transactions.php');
      expect(ledger.body.transactions.map((t: { amount_cents: number }) => t.amount_cents).sort()).toEqual([
        10_000, 1_500,
      ]);
      expect(ledger.body.transactions.every((t: { type: string }) => t.type === 'deposit')).toBe(true);
      // The bonus is marked, so Total Deposited counts only the 100 dollars paid in.
      const bonusOf = new Map(
        ledger.body.transactions.map((t: { amount_cents: number; bonus: boolean }) => [t.amount_cents, t.bonus]),
      );
      expect(Object.fromEntries(bonusOf)).toEqual({ 10000: false, 1500: true });
      const status = await client.get(`/users/${provider}.php?payment_id=${payment.payment_id}`);
      expect(status.body.payment.status).toBe('completed');
    },
  );

  it.each([
    ['coinpayments', 'BTC', 'cancelled'],
    ['nowpayments', 'btc', 'partially_paid'],
  ] as const)(
    'credits only what arrived on an underpayment through %s (in %s), and no bonus; the payment is then %s',
    async (provider, coin, status) => {
      const { client } = await registeredMember(`under-${provider}`);
      const payment = await topUp(client, provider, 10_000, coin);
      // CoinPayments says -1 "Cancelled / Timed Out" with the half: its last word ends the payment (record 051).
      await payAtSimulator(payment.payment_url, 'underpay', 5);
      const { after } = await settled(client, 5_000);
      expect(after).toBe(5_000);
      const answer = await client.get(`/users/${provider}.php?payment_id=${payment.payment_id}`);
      expect(answer.body.payment).toMatchObject({ status, credited_amount: 5_000 });
    },
  );

  it('credits nothing when the payment is cancelled or expires', async () => {
    const { client } = await registeredMember('cancelled');
    const first = await topUp(client, 'coinpayments', 2_000, 'BTC');
    const second = await topUp(client, 'nowpayments', 2_000, 'btc');
    await payAtSimulator(first.payment_url, 'cancel');
    await payAtSimulator(second.payment_url, 'expire');
    const statuses = await eventually(
      async () => [
        (await client.get(`/users/coinpayments.php?payment_id=${first.payment_id}`)).body.payment.status,
        (await client.get(`/users/nowpayments.php?payment_id=${second.payment_id}`)).body.payment.status,
      ],
      ([a, b]) => a !== 'pending' && b !== 'pending',
    );
    expect(statuses).toEqual(['cancelled', 'expired']);
    expect(await balance(client)).toBe(0);
  });

  it.each([
    [0, MESSAGES.enterValidAmount],
    [-500, MESSAGES.enterValidAmount],
    ['abc', MESSAGES.enterValidAmount],
    [1050.5, MESSAGES.enterValidAmount],
    [499, MESSAGES.minCoinPayments],
    [100_001, 'The maximum top-up is $1000.00'],
  ])('refuses a CoinPayments top-up of %j with "%s"', async (amount, message) => {
    const { client } = await registeredMember('bad-amount');
    const reply = await client.post('/users/coinpayments.php', { amount, currency: 'USD', crypto_currency: 'BTC' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(message);
  });

  it('asks $20 at least through NOWPayments and a supported coin', async () => {
    const { client } = await registeredMember('bad-now');
    const small = await client.post('/users/nowpayments.php', {
      amount: 1_999,
      currency: 'USD',
      crypto_currency: 'btc',
    });
    expect(small.body.error).toBe(MESSAGES.minNowPayments);
    const coin = await client.post('/users/nowpayments.php', {
      amount: 5_000,
      currency: 'USD',
      crypto_currency: 'FAKECOIN',
    });
    expect(coin.status).toBe(400);
    expect(coin.body.details).toHaveProperty('crypto_currency');
  });

  it('refuses to credit a wallet through the ledger POST', async () => {
    const { client } = await registeredMember('self-credit');
    const reply = await client.post('/users/wallet-transactions.php', { type: 'DEPOSIT', amount_cents: 100_000 });
    expect(reply.status).toBe(403);
    expect(await balance(client)).toBe(0);
  });

  it("hides another member's payment (404)", async () => {
    const owner = await registeredMember('owner');
    const payment = await topUp(owner.client, 'coinpayments', 1_000, 'BTC');
    const other = await registeredMember('snoop');
    const reply = await other.client.get(`/users/coinpayments.php?payment_id=${payment.payment_id}`);
    expect(reply.status).toBe(404);
  });
});

describe('IPN webhooks refuse what is not genuine and change nothing', () => {
  async function pendingPayment() {
    const { client } = await registeredMember('forged');
    const payment = await topUp(client, 'coinpayments', 10_000, 'BTC');
    const fields = completedCoinPaymentsFields(payment.payment_id, payment.transaction_id);
    return { client, payment, fields };
  }

  it('refuses missing (400), forged, truncated, re-encoded and foreign-merchant (403) CoinPayments IPNs', async () => {
    const { client, fields } = await pendingPayment();
    const { body, hmac } = signedCoinPaymentsIpn(fields);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await postWebhook('/webhooks/coinpayments', body, form)).status).toBe(400);
    expect((await postWebhook('/webhooks/coinpayments', body, { ...form, hmac: 'ab'.repeat(64) })).status).toBe(403);
    const forged = signedCoinPaymentsIpn(fields, 'not the secret');
    expect((await postWebhook('/webhooks/coinpayments', forged.body, { ...form, hmac: forged.hmac })).status).toBe(403);
    expect((await postWebhook('/webhooks/coinpayments', body.slice(0, -10), { ...form, hmac })).status).toBe(403);
    expect(
      (await postWebhook('/webhooks/coinpayments', body.replace('status=100', 'status=%3100'), { ...form, hmac }))
        .status,
    ).toBe(403);
    const foreign = signedCoinPaymentsIpn({ ...fields, merchant: 'someone-else' });
    expect((await postWebhook('/webhooks/coinpayments', foreign.body, { ...form, hmac: foreign.hmac })).status).toBe(
      403,
    );
    await deliveriesDone(inject('dataDir'));
    expect(await balance(client)).toBe(0);
  });

  it('holds a genuine IPN whose amount disagrees with the order, crediting nothing', async () => {
    const { client, payment, fields } = await pendingPayment();
    const cheap = signedCoinPaymentsIpn({ ...fields, amount1: '1.00' });
    const reply = await postWebhook('/webhooks/coinpayments', cheap.body, {
      'content-type': 'application/x-www-form-urlencoded',
      hmac: cheap.hmac,
    });
    expect(reply.status).toBe(200);
    await deliveriesDone(inject('dataDir'));
    expect(await balance(client)).toBe(0);
    const status = await client.get(`/users/coinpayments.php?payment_id=${payment.payment_id}`);
    expect(status.body.payment.status).toBe('pending');
  });

  it('credits a replayed genuine IPN once', async () => {
    const { client, fields } = await pendingPayment();
    const ipn = signedCoinPaymentsIpn(fields);
    const headers = { 'content-type': 'application/x-www-form-urlencoded', hmac: ipn.hmac };
    for (let i = 0; i < 3; i += 1)
      expect((await postWebhook('/webhooks/coinpayments', ipn.body, headers)).status).toBe(200);
    const { after } = await settled(client, 11_500);
    expect(after).toBe(11_500);
  });

  it('refuses a forged or malformed NOWPayments IPN', async () => {
    const { sig, body } = signedNowPaymentsIpn(
      { payment_status: 'finished', order_id: 'x', price_amount: 100 },
      'wrong',
    );
    expect(
      (
        await postWebhook('/webhooks/nowpayments', body, {
          'content-type': 'application/json',
          'x-nowpayments-sig': sig,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await postWebhook('/webhooks/nowpayments', '{oops', {
          'content-type': 'application/json',
          'x-nowpayments-sig': sig,
        })
      ).status,
    ).toBe(400);
    expect((await postWebhook('/webhooks/nowpayments', body, { 'content-type': 'application/json' })).status).toBe(400);
  });
});

describe('anonymous checkout', () => {
  it('issues an unguessable order id, prices it on the server and confirms it once paid', async () => {
    const visitor = new Client();
    const reply = await visitor.get(
      '/payment/coinpayments.php?type=one-time&service_id=1&amount=999&currency=USD&crypto=BTC&order_id=mine',
    );
    expect(reply.status).toBe(201);
    expect(reply.body.order_id).toMatch(/^[0-9a-f]{32}$/);
    const before = await visitor.get(`/payment/check-payment-status.php?order_id=${reply.body.order_id}`);
    expect(before.body).toMatchObject({ payment_confirmed: false, status: 'pending_payment' });
    const back = await payAtSimulator(reply.body.payment_url, 'pay');
    expect(back).toContain(`order_id=${reply.body.order_id}`);
    expect(back).toContain('payment=success');
    const after = await eventually(
      () => visitor.get(`/anonymous/check-payment.php?order_id=${reply.body.order_id}`),
      (r) => r.body.payment_confirmed === true,
    );
    expect(after.body).toMatchObject({
      success: true,
      payment_confirmed: true,
      order: { order_id: reply.body.order_id },
    });
  });

  it('refuses a client price that disagrees, the wrong provider, a lease without email, and unknown orders', async () => {
    const visitor = new Client();
    const cheap = await visitor.get('/payment/coinpayments.php?type=one-time&service_id=1&amount=1&crypto=BTC');
    expect(cheap.status).toBe(400);
    expect(cheap.body.error).toBe('The price of this purchase is $9.99');
    const wrong = await visitor.get('/payment/coinpayments.php?type=buy&amount=2500&crypto=BTC');
    expect(wrong.body.error).toBe('This purchase is paid through NOWPayments');
    const lease = await visitor.get('/payment/coinpayments.php?type=lease&service_id=1&amount=1499&crypto=BTC');
    expect(lease.body.error).toBe(MESSAGES.enterValidEmail);
    const unknown = await visitor.get(`/anonymous/check-payment.php?order_id=${'0'.repeat(32)}`);
    expect(unknown.status).toBe(404);
  });

  it('takes eSIM purchases through NOWPayments at the fixed $25', async () => {
    const reply = await new Client().get('/payment/nowpayments.php?type=buy&amount=2500&currency=USD&crypto=usdttrc20');
    expect(reply.status).toBe(201);
    expect(reply.body.payment_url).toContain('/_sim/nowpayments/checkout/');
  });
});
