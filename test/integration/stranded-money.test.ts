// Money that arrives short (docs/decisions/038): an anonymous order paid in part whose payment then ends, or money that
// arrives after the end, is held for an operator with what arrived, the provider's reference and the buyer's contact;
// the buyer's status says so; the back office and `payments:held` list it; `ledger:check` counts it as held; an
// operator resolves it once. On a stack of its own, so that the whole-table check sees only this file's records.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { paymentToItem } from '../../functions/adapters/dynamo/payment-entity.js';
import { newPayment } from '../../functions/domain/payments/start-checkout.js';
import { registeredAdmin } from '../support/admin.js';
import { anonymousCheckout, heldNotificationsOf, type AnonymousCheckoutType } from '../support/anonymous-checkout.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStackWithTable } from '../support/own-stack.js';
import { runOps } from '../support/ops.js';
import {
  balance,
  completedCoinPaymentsFields,
  eventually,
  payAtSimulator,
  recordedProviderRef,
  signedCoinPaymentsIpn,
  startTopUp,
} from '../support/payments.js';
import { registeredMember } from '../support/http.js';
import { mailTo } from '../support/sms.js';
import { fundedMember } from '../support/stock.js';
import { deliveriesDone } from '../support/running-stack.js';

vi.setConfig({ testTimeout: 120_000 });

let stack: LocalStack;
let table: TableClient;

beforeAll(async () => ({ stack, table } = await ownStackWithTable()));
afterAll(() => stack?.stop());

/** `npm run ops -- <args>` against this file's stack: what it printed and its exit code. */
const ops = (...args: string[]) => runOps(args, stack.dataDir);

/** An anonymous checkout at its simulator: the order, its payment and a reader of the buyer's status. */
const anonymousOrder = (type: AnonymousCheckoutType) =>
  anonymousCheckout(stack.siteUrl, table, type, 'short@example.com');

const heldFor = (paymentId: string) => heldNotificationsOf(table, paymentId);

describe('an anonymous order paid in part whose payment then ends', () => {
  it.each([
    ['lease', 'coinpayments', ['underpay'], 1499, 749, 'cancelled', 'short@example.com'],
    ['buy', 'nowpayments', ['underpay', 'expire'], 2500, 1250, 'expired', ''],
  ] as const)(
    'a %s order through %s (%j): the %i-cent price, %i arrived, then %s: held at once, told, listed, counted and resolved once',
    async (type, provider, outcomes, price, half, ended, contact) => {
      const { order, checkoutUrl, status } = await anonymousOrder(type);
      // CoinPayments' -1 "Cancelled / Timed Out" carrying half the money is its last word: the payment ends with it.
      for (const outcome of outcomes) await payAtSimulator(checkoutUrl, outcome);
      const told = await eventually(status, (reply) => reply.payment?.held_amount > 0);
      expect(told).toMatchObject({
        payment_confirmed: false,
        status: 'payment_failed',
        payment: { status: ended, amount: price, received_amount: half, held_amount: half },
      });

      // One held entry, whatever the provider redelivers.
      await payAtSimulator(checkoutUrl, 'expire');
      await deliveriesDone(stack.dataDir);
      const held = await heldFor(order.paymentId);
      expect(held).toHaveLength(1);
      const endedAs = ended === 'cancelled' ? 'was cancelled' : 'expired';
      expect(held[0]!.reason).toContain(`arrived, then the payment ${endedAs}:`);
      // A buyer who gave an address (a lease's) is written to once, with the order's id and page, whatever comes again.
      if (contact) {
        const mails = await eventually(
          async () => (await mailTo(contact, stack.mailboxUrl)).filter((mail) => mail.subject.includes(order.id)),
          (found) => found.length > 0,
        );
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toBe(`Your payment is kept for you (order ${order.id})`);
        expect(mails[0]!.body.text).toContain(
          `$${(half / 100).toFixed(2)} arrived for your WhatsApp lease, but the payment ${endedAs} before the price had arrived in full`,
        );
        expect(mails[0]!.body.text).toContain(`${stack.siteUrl}/?order_id=${order.id}`);
      }
      const providerRef = await recordedProviderRef(table, order.paymentId);

      const admin = await registeredAdmin(table, stack.siteUrl);
      const listed = await admin.client.get('/admin/held-payments.php?limit=100');
      expect(listed.status).toBe(200);
      expect(listed.body.held_payments).toContainEqual(
        expect.objectContaining({
          id: held[0]!.id,
          provider,
          payment_id: order.paymentId,
          order_id: order.id,
          provider_ref: providerRef,
          purpose: 'anonymous_order',
          contact,
          received_amount: half,
          status: 'held',
        }),
      );

      const printed = await ops('payments:held', '100');
      const line = printed.stdout.split('\n').find((entry) => entry.includes(held[0]!.id));
      expect(line).toContain(`received $${(half / 100).toFixed(2)}, ref ${providerRef}`);
      if (contact) expect(line).toContain(`contact ${contact}`);

      const checked = await ops('ledger:check');
      expect(checked.stdout).not.toContain(order.paymentId);
      expect(checked.stdout).toMatch(/Held for an operator \(payments:held\): [1-9]\d* payments, \$/);

      const resolved = await ops('payments:resolve', held[0]!.id, 'refund-note', 'sent back to bc1q', '--by', 'ann');
      expect(resolved.code).toBe(0);
      expect((await ops('payments:resolve', held[0]!.id, 'refund-note', 'again')).stderr).toContain(
        'Already resolved (refund-note) by ann',
      );
    },
  );

  it('holds the rest that arrives after CoinPayments ended the payment as money after the end', async () => {
    const { order, checkoutUrl, status } = await anonymousOrder('lease');
    await payAtSimulator(checkoutUrl, 'underpay');
    await eventually(status, (reply) => reply.payment?.held_amount > 0);
    await payAtSimulator(checkoutUrl, 'pay');
    const told = await eventually(status, (reply) => reply.payment?.held_amount === 1499);
    expect(told).toMatchObject({
      payment_confirmed: false,
      status: 'payment_failed',
      order: { phone_number: null },
      payment: { status: 'cancelled', received_amount: 1499, held_amount: 1499 },
    });
    const reasons = (await heldFor(order.paymentId)).map((notification) => notification.reason);
    expect(reasons).toHaveLength(2);
    expect(reasons).toContainEqual(expect.stringContaining('$14.99 arrived (paid) after the payment was cancelled'));
  });

  it('holds money that arrived after the payment was cancelled, and tells the buyer it came late', async () => {
    const { order, checkoutUrl, status } = await anonymousOrder('lease');
    await payAtSimulator(checkoutUrl, 'cancel');
    await eventually(status, (reply) => reply.payment?.status === 'cancelled');
    const ipn = signedCoinPaymentsIpn({
      txn_id: await recordedProviderRef(table, order.paymentId),
      status: '100',
      status_text: 'Complete',
      currency1: 'USD',
      currency2: 'BTC',
      amount1: '14.99',
      amount2: '0.00200000',
      received_amount: '0.00200000',
      received_confirms: '3',
      invoice: order.paymentId,
      custom: order.paymentId,
    });
    const reply = await fetch(`${stack.siteUrl}/webhooks/coinpayments`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', hmac: ipn.hmac },
      body: ipn.body,
    });
    expect(reply.status).toBe(200);
    const told = await eventually(status, (answer) => answer.payment?.held_amount > 0);
    expect(told).toMatchObject({
      status: 'payment_failed',
      payment: { status: 'cancelled', received_amount: 1499, held_amount: 1499 },
    });
    expect(await heldFor(order.paymentId)).toHaveLength(1);
    const mails = await eventually(
      async () =>
        (await mailTo('short@example.com', stack.mailboxUrl)).filter((mail) => mail.subject.includes(order.id)),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.text).toContain(
      '$14.99 arrived for your WhatsApp lease, but it arrived after the payment was cancelled, so nothing was handed over.',
    );
  });
});

describe("support finds any order by its id, its payment id or the provider's reference, with its payment state", () => {
  it('finds unpaid, part-paid, held, paid anonymous orders and a member order', async () => {
    const admin = await registeredAdmin(table, stack.siteUrl);
    const lookUp = async (term: string) => {
      const reply = await admin.client.get(`/admin/orders.php?search=${encodeURIComponent(term)}`);
      expect(reply.status).toBe(200);
      return reply.body.orders as Record<string, any>[];
    };
    const pending = await anonymousOrder('buy');
    const partly = await anonymousOrder('buy');
    await payAtSimulator(partly.checkoutUrl, 'underpay');
    await eventually(partly.status, (reply) => reply.status === 'underpaid');
    const held = await anonymousOrder('lease');
    await payAtSimulator(held.checkoutUrl, 'underpay');
    await eventually(held.status, (reply) => reply.payment?.held_amount > 0);
    const paid = await anonymousOrder('lease');
    await payAtSimulator(paid.checkoutUrl, 'pay');
    await eventually(paid.status, (reply) => reply.order.phone_number !== null);

    for (const [{ order }, status, state] of [
      [pending, 'pending', 'pending'],
      [partly, 'pending', 'partly_paid'],
      [held, 'cancelled', 'held'],
      [paid, 'completed', 'paid'],
    ] as const) {
      // The provider's reference is the one the buyer sees at the provider and quotes (`CP...`).
      for (const term of [order.id, order.paymentId, await recordedProviderRef(table, order.paymentId)]) {
        expect(await lookUp(term)).toEqual([
          expect.objectContaining({
            id: order.id,
            service_name: order.serviceName,
            price: order.priceCents,
            status,
            payment: { id: order.paymentId, state },
          }),
        ]);
      }
    }

    const member = await fundedMember(table, 2_000, 'lookup', stack.siteUrl);
    const bought = await member.client.post('/users/orders.php', {
      service_id: 1,
      service_name: 'WhatsApp',
      price_cents: 999,
    });
    expect(bought.status).toBe(201);
    const orderId = bought.body.order_id as string;
    expect(await lookUp(orderId)).toEqual([
      expect.objectContaining({ id: orderId, user_email: member.email, status: 'pending', payment: null }),
    ]);
    expect(await lookUp('no-such-order')).toEqual([]);
  });
});

describe("an operator's credit of a held top-up", () => {
  /** A signed CoinPayments IPN saying the whole $100 of `paymentId` arrived in transaction `txnId`. */
  const postCompleted = async (paymentId: string, txnId: string) => {
    const ipn = signedCoinPaymentsIpn(completedCoinPaymentsFields(paymentId, txnId));
    const reply = await fetch(`${stack.siteUrl}/webhooks/coinpayments`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', hmac: ipn.hmac },
      body: ipn.body,
    });
    expect(reply.status).toBe(200);
  };

  it("re-checks the hold: credits the member's money after the end once, never another transaction's", async () => {
    const { client } = await registeredMember('credit', undefined, stack.siteUrl);
    const topUp = await startTopUp(client, 10_000);
    // Half arrives, then CoinPayments ends the payment: the half is credited, the payment is over.
    await payAtSimulator(topUp.payment_url, 'underpay');
    expect(
      await eventually(
        () => balance(client),
        (cents) => cents === 5_000,
      ),
    ).toBe(5_000);
    // The rest arrives after the end, twice (the provider's retries carry ids of their own), and a signed IPN names the
    // payment with another transaction: all three held.
    await postCompleted(topUp.payment_id, topUp.transaction_id);
    await postCompleted(topUp.payment_id, topUp.transaction_id);
    await postCompleted(topUp.payment_id, 'CPOTHERTXN1');
    const held = await eventually(
      () => heldFor(topUp.payment_id),
      (found) => found.length === 3,
    );
    const [late, repeat] = held.filter((notification) =>
      notification.reason?.includes('after the payment was cancelled'),
    );
    const other = held.find((notification) => notification.reason?.includes("is not the payment's"))!;

    // The back office offers Credit wallet only where the credit would be made.
    const admin = await registeredAdmin(table, stack.siteUrl);
    const creditable = async () =>
      Object.fromEntries(
        ((await admin.client.get('/admin/held-payments.php?limit=100')).body.held_payments as Record<string, any>[])
          .filter((row) => [late!.id, repeat!.id, other.id].includes(row.id))
          .map((row) => [row.id, row.creditable]),
      );
    expect(await creditable()).toEqual({ [late!.id]: true, [repeat!.id]: true, [other.id]: false });

    const refused = await ops('payments:resolve', other.id, 'credit', '--by', 'ann');
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain("Not this payment's money: The IPN's reference (coinpayments CPOTHERTXN1)");
    expect(await balance(client)).toBe(5_000);

    expect((await ops('payments:resolve', late!.id, 'credit', '--by', 'ann')).code).toBe(0);
    expect(await balance(client)).toBe(10_000);
    expect((await ops('payments:resolve', late!.id, 'credit')).stderr).toContain('Already resolved (credit) by ann');
    // The same money held twice is credited once: the second notice has nothing left to credit.
    expect((await ops('payments:resolve', repeat!.id, 'credit')).stderr).toContain(
      'Nothing beyond the $100.00 already credited arrived with this IPN.',
    );
    expect(await balance(client)).toBe(10_000);
    expect(await creditable()).toEqual({ [late!.id]: false, [repeat!.id]: false, [other.id]: false });
    expect((await ops('ledger:check')).stdout).not.toContain(topUp.payment_id);
  });
});

describe('the ledger check', () => {
  it('reports an order payment that ended with money in it and is held by nobody', async () => {
    const now = new Date();
    const lost = {
      ...newPayment(
        { id: `lost-${now.getTime()}`, provider: 'coinpayments', purpose: 'order', amountCents: 999, coin: 'BTC' },
        { userId: null, orderId: 'gone' },
        now,
      ),
      status: 'expired' as const,
      creditedCents: 500,
    };
    await table.doc.send(new PutCommand({ TableName: table.tableName, Item: paymentToItem(lost) }));
    const checked = await ops('ledger:check');
    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain(
      `order payment ${lost.id}: $5.00 arrived, then it was expired, and it is not held for an operator`,
    );
  });
});
