// The operators' commands on a stack of their own, so that a whole-table check sees only this file's records.

import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAnonymousOrderRepository } from '../../functions/adapters/dynamo/anonymous-order-repository.js';
import { createAuditTrail } from '../../functions/adapters/dynamo/audit-repository.js';
import { createAdminListRepository } from '../../functions/adapters/dynamo/admin-list-repository.js';
import { leaseToItem } from '../../functions/adapters/dynamo/lease-entity.js';
import { orderToItem } from '../../functions/adapters/dynamo/one-time-order-entity.js';
import { createSalesStatsRepository } from '../../functions/adapters/dynamo/sales-stats-repository.js';
import { newLease } from '../../functions/domain/leases/lease.js';
import { newOneTimeOrder } from '../../functions/domain/orders/one-time-order.js';
import { createInboundSmsRepository } from '../../functions/adapters/dynamo/inbound-sms-repository.js';
import { createNotificationRepository } from '../../functions/adapters/dynamo/notification-repository.js';
import { createPaymentRepository } from '../../functions/adapters/dynamo/payment-repository.js';
import { numberToItem } from '../../functions/adapters/dynamo/phone-number-entity.js';
import { simToItem } from '../../functions/adapters/dynamo/sim-card-entity.js';
import { ticketToItem } from '../../functions/adapters/dynamo/ticket-entity.js';
import { walletTransactionToItem } from '../../functions/adapters/dynamo/wallet-transaction-entity.js';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { resolveHeldPayment } from '../../functions/domain/payments/resolve-held-payment.js';
import { heldResolutionDeps } from '../../functions/ops/payments-resolve.js';
import { registeredAdmin } from '../support/admin.js';
import { Client, registeredMember } from '../support/http.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStack } from '../support/own-stack.js';
import { runOps } from '../support/ops.js';
import {
  balance,
  eventually,
  payAtSimulator,
  recordedProviderRef,
  signedCoinPaymentsIpn,
} from '../support/payments.js';
import { signedSms } from '../support/sms.js';
import { balanceAndLedger, fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';

const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };
const LEASE_WHATSAPP = { ...WHATSAPP, price_cents: 1499 };

// Each command is a process of its own (a couple of seconds to start), and a test runs several.
vi.setConfig({ testTimeout: 120_000 });

let stack: LocalStack;
let table: TableClient;

/** Numbers this file imports once the held-order test has run out of stock; other numbers are nobody's. */
const STOCK = Array.from({ length: 40 }, (_, i) => `+4477009001${String(i).padStart(2, '0')}`);

beforeAll(async () => {
  // No stock at first: a paid anonymous order then cannot be fulfilled and is held (docs/decisions/045).
  stack = await ownStack({ SEED_STOCK: 'false' });
  table = localTable(stack.dataDir);
});
afterAll(() => stack?.stop());

/** `npm run ops -- <args>` against this file's stack: what it printed and its exit code. */
const ops = (...args: string[]) => runOps(args, stack.dataDir);

async function topUp(client: Client, amount: number) {
  const reply = await client.post('/users/coinpayments.php', { amount, currency: 'USD', crypto_currency: 'BTC' });
  expect(reply.status).toBe(201);
  return reply.body as { payment_id: string; payment_url: string };
}

/** CoinPayments saying the whole price arrived: after the payment ended, this is held for an operator. */
async function lateFullPayment(paymentId: string, priceCents: number) {
  const ipn = signedCoinPaymentsIpn({
    txn_id: await recordedProviderRef(table, paymentId),
    status: '100',
    status_text: 'Complete',
    currency1: 'USD',
    currency2: 'BTC',
    amount1: (priceCents / 100).toFixed(2),
    amount2: '0.00200000',
    received_amount: '0.00200000',
    received_confirms: '3',
    invoice: paymentId,
    custom: paymentId,
  });
  const reply = await fetch(`${stack.siteUrl}/webhooks/coinpayments`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', hmac: ipn.hmac },
    body: ipn.body,
  });
  expect(reply.status).toBe(200);
  const held = await eventually(
    async () => (await createNotificationRepository(table).held({ limit: 100, cursor: null })).items,
    (list) => list.some((notification) => notification.rawBody.includes(paymentId)),
  );
  return held.find((notification) => notification.rawBody.includes(paymentId))!;
}

/** A member's top-up whose checkout expired, then whose money arrived: held, as record 008 says. */
async function heldMemberTopUp(cents: number) {
  const member = await registeredMember('held', undefined, stack.siteUrl);
  const payment = await topUp(member.client, cents);
  // CoinPayments' -1 before the payment's deadline: the payment was cancelled (docs/decisions/051).
  await payAtSimulator(payment.payment_url, 'expire');
  await eventually(
    () => createPaymentRepository(table).find(payment.payment_id),
    (stored) => stored?.status === 'cancelled',
  );
  return { member, notification: await lateFullPayment(payment.payment_id, cents) };
}

describe('dlq:redrive', () => {
  it('finds no dead letter of an order paid with no stock: it is held, then fulfilled by payments:resolve once stock is back', async () => {
    const visitor = new Client(stack.siteUrl);
    const created = await visitor.get(
      '/payment/coinpayments.php?type=one-time&service_id=1&amount=999&currency=USD&crypto=BTC',
    );
    await payAtSimulator(created.body.payment_url, 'pay');
    const paymentId = (await createAnonymousOrderRepository(table).find(created.body.order_id))!.paymentId;
    const held = await eventually(
      async () => (await createNotificationRepository(table).held({ limit: 100, cursor: null })).items,
      (list) => list.some((notification) => notification.rawBody.includes(paymentId)),
      20_000,
    );
    const notification = held.find((item) => item.rawBody.includes(paymentId))!;
    const deadLetters = path.join(stack.dataDir, 'dead-letters', 'fulfilOrder.jsonl');
    expect(existsSync(deadLetters)).toBe(false);
    const counted = await ops('ledger:check');
    expect(counted.code).toBe(0);
    expect(counted.stdout).toMatch(/Held for an operator \(payments:held\): [1-9]\d* payments, \$/);

    const stockFile = path.join(stack.dataDir, 'numbers.txt');
    writeFileSync(stockFile, STOCK.join('\n'));
    expect((await ops('numbers:import', stockFile)).stdout).toContain('Imported 40 numbers');
    expect((await ops('payments:resolve', notification.id, 'fulfil', '--by', 'Fay')).stdout).toMatch(
      /\(fulfil\) by Fay at .*: handed out \+44/,
    );
    // The trail entry is written with the sale that resolved the hold (docs/decisions/059).
    const trail = await createAuditTrail(table).list(
      { action: 'payment_resolve', operator: 'Fay', subject: `payment_notification:${notification.id}` },
      { limit: 5, cursor: null },
    );
    expect(trail.items).toHaveLength(1);
    const fulfilled = await eventually(
      async () => (await visitor.get(`/anonymous/check-payment.php?order_id=${created.body.order_id}`)).body,
      (reply) => typeof reply.order?.phone_number === 'string',
    );
    expect(STOCK).toContain(fulfilled.order.phone_number);
    expect((await ops('dlq:redrive')).stdout).toBe('No dead letters to redrive\n');
    expect((await ops('dlq:redrive', 'nobody')).stderr).toContain('Usage: dlq:redrive [');
    expect((await ops('ledger:check')).code).toBe(0);
  });
});

describe('ledger:check', () => {
  it('passes (exit 0) after purchases, a refund, a lease, a paid top-up and a paid anonymous order', async () => {
    const { client } = await fundedMember(table, 5_000, 'books', stack.siteUrl);
    expect((await client.post('/users/orders.php', WHATSAPP)).status).toBe(201);
    const refunded = await client.post('/users/orders.php', WHATSAPP);
    expect((await client.delete(`/users/orders.php?id=${refunded.body.order_id}`)).status).toBe(200);
    expect((await client.post('/users/leases.php', LEASE_WHATSAPP)).status).toBe(201);
    const payment = await topUp(client, 10_000);
    await payAtSimulator(payment.payment_url, 'pay', 3, true);
    await eventually(
      () => balance(client),
      (cents) => cents >= 5_000 - 999 - 1_499 + 11_500,
    );

    const visitor = new Client(stack.siteUrl);
    const created = await visitor.get(
      '/payment/coinpayments.php?type=one-time&service_id=1&amount=999&currency=USD&crypto=BTC',
    );
    await payAtSimulator(created.body.payment_url, 'pay');
    await eventually(
      async () => (await visitor.get(`/anonymous/check-payment.php?order_id=${created.body.order_id}`)).body,
      (reply) => typeof reply.order?.phone_number === 'string',
    );

    const checked = await ops('ledger:check');
    expect(checked.stdout).toMatch(
      /Checked [1-9]\d* wallets, [1-9]\d* payments, [1-9]\d* numbers, [1-9]\d* one-time orders and 1 leases \(0 renewals\): 0 discrepancies/,
    );
    expect(checked.code).toBe(0);
  });

  it('finds a ledger entry written past the wallet and a number sold to no order, exits 1, and passes once they are gone', async () => {
    const { user } = await fundedMember(table, 1_000, 'planted', stack.siteUrl);
    const entry = walletTransactionToItem({
      id: 'planted',
      userId: user.id,
      type: 'deposit',
      kind: 'top_up',
      amountCents: 700,
      description: 'Written straight into the table',
      reference: 'planted',
      status: 'completed',
      createdAt: new Date().toISOString(),
    });
    const number = numberToItem({
      number: '+447700900999',
      status: 'allocated',
      importedAt: new Date().toISOString(),
      holder: { kind: 'oneTime', owner: { kind: 'user', userId: user.id }, id: 'no-such-order' },
    });
    for (const item of [entry, number])
      await table.doc.send(new PutCommand({ TableName: table.tableName, Item: item }));

    const found = await ops('ledger:check');
    expect(found.code).toBe(1);
    expect(found.stdout).toContain(`wallet of user ${user.id}: balance 1000 but its ledger sums to 1700`);
    expect(found.stdout).toContain('number +447700900999: allocated to order no-such-order, which does not exist');
    expect(found.stdout).toMatch(/: 2 discrepancies$/m);

    for (const { pk, sk } of [entry, number]) {
      await table.doc.send(new DeleteCommand({ TableName: table.tableName, Key: { pk, sk } }));
    }
    expect((await ops('ledger:check')).code).toBe(0);
  });
});

describe('payments:resolve', () => {
  it("credits a member's held top-up once when five resolves race, keeps who did it, and refuses a second", async () => {
    const { member, notification } = await heldMemberTopUp(2_000);
    const deps = heldResolutionDeps(table);
    const racing = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        resolveHeldPayment(deps, { notificationId: notification.id, action: 'credit', note: '', by: `op${i}` }),
      ),
    );
    expect(racing.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of racing.filter((r) => r.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason.message).toMatch(/^Already resolved \(credit\) by op\d at /);
    }
    expect(await balanceAndLedger(table, member.user.id)).toEqual({ balance: 2_000, ledger: 2_000 });

    const again = await ops('payments:resolve', notification.id, 'dismiss', 'late', '--by', 'ops-test');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/Already resolved \(credit\) by op\d at /);
    const listed = await ops('payments:held', '100');
    expect(listed.stdout).toMatch(
      new RegExp(`${notification.id}  coinpayments .*\\n  resolved: credit \\$20\\.00 by op\\d at `),
    );
    expect(await balance(member.client)).toBe(2_000);
  });

  it('refuses to credit an anonymous payment, and notes its refund off the platform once', async () => {
    const visitor = new Client(stack.siteUrl);
    const created = await visitor.get(
      '/payment/coinpayments.php?type=one-time&service_id=1&amount=999&currency=USD&crypto=BTC',
    );
    await payAtSimulator(created.body.payment_url, 'expire');
    const { paymentId } = (await createAnonymousOrderRepository(table).find(created.body.order_id))!;
    await eventually(
      () => createPaymentRepository(table).find(paymentId),
      (stored) => stored?.status === 'cancelled',
    );
    const notification = await lateFullPayment(paymentId, 999);

    const credit = await ops('payments:resolve', notification.id, 'credit');
    expect(credit.code).toBe(1);
    expect(credit.stderr).toContain("is an anonymous order's: there is no wallet to credit");
    const bare = await ops('payments:resolve', notification.id, 'refund-note');
    expect(bare.stderr).toContain('refund-note needs a note');
    const noted = await ops(
      'payments:resolve',
      notification.id,
      'refund-note',
      'sent',
      'back',
      'to',
      'bc1q',
      '--by',
      'ann',
    );
    expect(noted.code).toBe(0);
    expect(noted.stdout).toMatch(new RegExp(`^Resolved ${notification.id} \\(refund-note\\) by ann at `));
    expect((await ops('payments:resolve', notification.id, 'dismiss', 'dup')).stderr).toContain(
      'Already resolved (refund-note) by ann',
    );
    expect((await ops('payments:resolve', 'nope', 'dismiss', 'x')).stderr).toContain('No held payment nope.');
  });
});

describe('the back office resolves a held payment through the same rule', () => {
  it('lets an admin credit it once, in the admin’s name, and refuses a member', async () => {
    const { member, notification } = await heldMemberTopUp(1_500);
    const path = `/admin/held-payments/${notification.id}.php`;
    expect((await member.client.put(path, { action: 'credit' })).status).toBe(403);
    const admin = await registeredAdmin(table, stack.siteUrl);
    expect((await admin.client.put(path, { action: 'refund' })).status).toBe(400);

    const resolved = await admin.client.put(path, { action: 'credit' });
    expect(resolved.status).toBe(200);
    expect(resolved.body.held_payment).toMatchObject({
      id: notification.id,
      status: 'resolved',
      resolution: { action: 'credit', by: admin.email, credited_amount: 1_500, note: '' },
    });
    const again = await admin.client.put(path, { action: 'dismiss', note: 'twice' });
    expect(again.status).toBe(400);
    expect(again.body.error).toContain(`Already resolved (credit) by ${admin.email}`);
    expect(await balanceAndLedger(table, member.user.id)).toEqual({ balance: 1_500, ledger: 1_500 });
    expect((await admin.client.put('/admin/held-payments/unknown.php', { action: 'dismiss', note: 'x' })).status).toBe(
      404,
    );
  });
});

describe('the back office lists held payments', () => {
  it('shows an admin each held payment newest first with who paid and what arrived, then how it was resolved', async () => {
    const older = await heldMemberTopUp(700);
    const newer = await heldMemberTopUp(1_200);
    const admin = await registeredAdmin(table, stack.siteUrl);
    expect((await new Client(stack.siteUrl).get('/admin/held-payments.php')).status).toBe(401);
    expect((await newer.member.client.get('/admin/held-payments.php')).status).toBe(403);

    const first = await admin.client.get('/admin/held-payments.php?limit=1');
    expect(first.status).toBe(200);
    expect(first.body.held_payments).toEqual([
      expect.objectContaining({
        id: newer.notification.id,
        provider: 'coinpayments',
        purpose: 'top_up',
        contact: newer.member.email,
        received_amount: 1_200,
        creditable: true,
        status: 'held',
        resolution: null,
      }),
    ]);
    const second = await admin.client.get(`/admin/held-payments.php?limit=1&cursor=${first.body.next_cursor}`);
    expect(second.body.held_payments[0]).toMatchObject({ id: older.notification.id, contact: older.member.email });
    expect((await admin.client.get('/admin/held-payments.php?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await admin.client.get('/admin/held-payments.php?search=x')).status).toBe(400);

    const path = `/admin/held-payments/${newer.notification.id}.php`;
    expect((await admin.client.put(path, { action: 'dismiss', note: 'paid twice by mistake' })).status).toBe(200);
    const after = await admin.client.get('/admin/held-payments.php?limit=1');
    expect(after.body.held_payments[0]).toMatchObject({
      id: newer.notification.id,
      status: 'resolved',
      creditable: false,
      resolution: { action: 'dismiss', by: admin.email, note: 'paid twice by mistake', credited_amount: 0 },
    });
  });
});

describe('sms:assign', () => {
  it("gives an unmatched SMS's code to a waiting order once, and refuses what is not waiting or not unmatched", async () => {
    const { client } = await fundedMember(table, 2_000, 'assign', stack.siteUrl);
    const bought = await client.post('/users/orders.php', WHATSAPP);
    const sms = signedSms('+447700900001', 'Your WhatsApp code 482-913', 'WhatsApp', stack.siteUrl);
    expect((await sms.post()).status).toBe(200);
    await eventually(
      () => createInboundSmsRepository(table).find(sms.messageSid),
      (stored) => stored?.status === 'unmatched',
    );

    expect((await ops('sms:assign', sms.messageSid, 'not-an-order')).stderr).toContain(
      'No one-time order not-an-order.',
    );
    const assigned = await ops('sms:assign', sms.messageSid, bought.body.order_id, '--by', 'Sid');
    expect(assigned.stdout).toContain(`Order ${bought.body.order_id} completed with code 482913`);
    // Written with the order's completion, in the operator's name (docs/decisions/059).
    const trail = await createAuditTrail(table).list(
      { action: 'sms_assign', operator: 'Sid', subject: `order:${bought.body.order_id}` },
      { limit: 5, cursor: null },
    );
    expect(trail.items).toHaveLength(1);
    const order = (await client.get('/users/orders.php')).body.orders[0];
    expect(order).toMatchObject({ status: 'completed', verification_code: '482913' });
    expect((await ops('sms:unmatched', '100')).stdout).not.toContain(sms.messageSid);

    const again = await ops('sms:assign', sms.messageSid, bought.body.order_id);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`SMS ${sms.messageSid} is routed, not unmatched.`);
    const other = signedSms('+447700900002', 'Code 111222', 'WhatsApp', stack.siteUrl);
    await other.post();
    await eventually(
      () => createInboundSmsRepository(table).find(other.messageSid),
      (stored) => stored?.status === 'unmatched',
    );
    expect((await ops('sms:assign', other.messageSid, bought.body.order_id)).stderr).toContain(
      `Order ${bought.body.order_id} is completed, not waiting for a code.`,
    );
  });
});

describe('backfill', () => {
  /** An order and an ended lease as the code before record 021 wrote them: no index entries, nothing counted. */
  async function legacyRecords() {
    const at = '2026-01-15T10:00:00.000Z';
    const order = orderToItem({
      ...newOneTimeOrder({
        id: `legacy-order-${Date.now()}`,
        owner: { kind: 'user', userId: 'legacy-member' },
        service: { id: 1, name: 'WhatsApp' },
        priceCents: 999,
        phoneNumber: '+447700900901',
        now: new Date(at),
      }),
      status: 'completed',
    });
    const lease = leaseToItem({
      ...newLease({
        id: `legacy-lease-${Date.now()}`,
        owner: { kind: 'user', userId: 'legacy-member' },
        service: { id: 1, name: 'WhatsApp' },
        priceCents: 1_499,
        phoneNumber: '+447700900902',
        email: null,
        now: new Date(at),
      }),
      status: 'expired',
    });
    for (const item of [order, lease]) {
      const legacy: Record<string, unknown> = { ...item };
      for (const key of ['gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk']) delete legacy[key];
      await table.doc.send(new PutCommand({ TableName: table.tableName, Item: legacy }));
    }
    return { orderId: order.id, leaseId: lease.id };
  }

  it('lists and counts older records once, however often it runs, and resumes from the cursor it prints', async () => {
    const { orderId, leaseId } = await legacyRecords();
    const sales = createSalesStatsRepository(table);
    const lists = createAdminListRepository(table);
    const before = await sales.totals();
    expect(await lists.orderByIdOrNumber(orderId)).toBeNull();

    const first = await ops('backfill', '--pages', '1');
    const cursor = /continue with: backfill --cursor (\S+)/.exec(first.stdout)?.[1];
    expect(cursor).toBeDefined();
    const rest = await ops('backfill', '--cursor', cursor!);
    expect(rest, rest.stderr).toMatchObject({ code: 0, stdout: expect.stringMatching(/; done\n$/) });
    const filled = [first.stdout, rest.stdout].map((out) => Number(/: (\d+) records filled/.exec(out)![1]));
    expect(filled[0]! + filled[1]!).toBe(2);

    expect(await sales.totals()).toMatchObject({
      revenueCents: before.revenueCents + 999 + 1_499,
      orders: before.orders + 2,
      activeLeases: before.activeLeases,
    });
    expect((await lists.orderByIdOrNumber(orderId))?.id).toBe(orderId);
    expect((await lists.leaseByIdOrNumber(leaseId))?.id).toBe(leaseId);
    const [january] = await sales.days('2026-01-15', '2026-01-15');
    expect(january).toMatchObject({ revenueCents: 2_498, oneTimeOrders: 1, leaseOrders: 1 });

    const again = await ops('backfill');
    expect(again.stdout).toMatch(/: 0 records filled, 0 filled by another run meanwhile, API-key fees left/);
    expect(await sales.totals()).toMatchObject({
      revenueCents: before.revenueCents + 2_498,
      orders: before.orders + 2,
    });
    expect((await ops('backfill', '--cursor', 'nonsense')).stderr).toContain('Not a backfill cursor: nonsense');
  });

  it('counts an older eSIM sale and API-key fees once, and recounts the pending tickets, however often it runs', async () => {
    const stamp = Date.now();
    const sim = simToItem({
      id: `legacy-sim-${stamp}`,
      iccid: `8944${stamp}`,
      puk: '12345678',
      phoneNumber: '+447700900903',
      activationCode: 'LPA:1$smdp.example$LEGACY',
      qrCode: 'data:image/png;base64,',
      status: 'SOLD',
      priceCents: 2_500,
      createdAt: '2026-01-10T10:00:00.000Z',
      owner: { kind: 'user', userId: 'legacy-member' },
      soldAt: '2026-01-16T10:00:00.000Z',
    });
    const legacySim: Record<string, unknown> = { ...sim };
    delete legacySim.gsi1pk;
    delete legacySim.gsi1sk;
    const fee = (id: string, createdAt: string) =>
      walletTransactionToItem({
        id,
        userId: 'legacy-member',
        type: 'purchase',
        kind: 'api_key',
        amountCents: 2_900,
        description: 'API key fee',
        reference: `api_key:${id}`,
        status: 'completed',
        createdAt,
      });
    // A pending ticket the counter never counted, as tickets were written before the pending count existed.
    const ticket = ticketToItem({
      id: `legacy-ticket-${stamp}`,
      userId: null,
      userName: 'Legacy',
      userEmail: 'legacy@example.com',
      subject: 'Older ticket',
      category: 'general',
      priority: 'medium',
      status: 'open',
      createdAt: '2026-01-17T10:00:00.000Z',
      updatedAt: '2026-01-17T10:00:00.000Z',
      lastMessageAt: '2026-01-17T10:00:00.000Z',
      messageCount: 1,
    });
    const cutoff = '2026-01-20T00:00:00.000Z';
    for (const item of [legacySim, fee(`legacy-fee-${stamp}`, '2026-01-16T11:00:00.000Z'), ticket]) {
      await table.doc.send(new PutCommand({ TableName: table.tableName, Item: item }));
    }
    // A fee paid after the release that counts fees was counted by its own transaction: the backfill leaves it.
    await table.doc.send(
      new PutCommand({ TableName: table.tableName, Item: fee(`counted-fee-${stamp}`, '2026-02-01T11:00:00.000Z') }),
    );
    const sales = createSalesStatsRepository(table);
    const before = await sales.totals();

    const first = await ops('backfill', '--pages', '1', '--fees-before', cutoff);
    const cursor = /continue with: backfill --cursor (\S+) --fees-before/.exec(first.stdout)?.[1];
    expect(cursor, first.stdout).toBeDefined();
    const rest = await ops('backfill', '--cursor', cursor!, '--fees-before', cutoff);
    expect(rest, rest.stderr).toMatchObject({ code: 0 });
    expect(rest.stdout).toMatch(/pending tickets recounted \(counter corrected by 1\); done/);
    const feesCounted = [first.stdout, rest.stdout].map((out) => Number(/, (\d+) API-key fees counted/.exec(out)![1]));
    expect(feesCounted[0]! + feesCounted[1]!).toBe(1);
    const expected = {
      revenueCents: before.revenueCents + 2_500 + 2_900,
      orders: before.orders + 1,
      pendingTickets: before.pendingTickets + 1,
    };
    expect(await sales.totals()).toMatchObject(expected);
    const [january] = await sales.days('2026-01-16', '2026-01-16');
    expect(january).toMatchObject({ revenueCents: 5_400, buyOrders: 1, orders: 1 });

    const again = await ops('backfill', '--fees-before', cutoff);
    expect(again.stdout).toMatch(/: 0 records filled, 0 filled by another run meanwhile, 0 API-key fees counted;/);
    expect(again.stdout).toMatch(/counter corrected by 0\); done/);
    expect(await sales.totals()).toMatchObject(expected);
    expect((await ops('backfill', '--fees-before', 'someday')).stderr).toContain('Usage: backfill');
  });
});

describe('the books after the operators acted', () => {
  it('still pass ledger:check', async () => {
    const checked = await ops('ledger:check');
    expect(checked.stdout).toMatch(/: 0 discrepancies$/m);
    expect(checked.code).toBe(0);
  });
});
