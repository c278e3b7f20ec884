// An anonymous order paid in full that cannot be fulfilled (docs/decisions/045): held for an operator instead of
// dead-lettered, told to the buyer, listed by `payments:held` and the back office, counted by `ledger:check` as held;
// resolved once by `fulfil` (when stock exists) or `refund-note`, from the operator command or the back office, however
// the two race. On a stack of its own with no stock, so that every sale is one of this file's.

import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createAnonymousOrderRepository } from '../../functions/adapters/dynamo/anonymous-order-repository.js';
import { createNotificationRepository } from '../../functions/adapters/dynamo/notification-repository.js';
import { createNumberRepository } from '../../functions/adapters/dynamo/number-repository.js';
import { createSimCardRepository } from '../../functions/adapters/dynamo/sim-card-repository.js';
import { fulfilAnonymousOrder } from '../../functions/domain/orders/fulfil-anonymous-order.js';
import { heldResolutionDeps } from '../../functions/ops/payments-resolve.js';
import { luhnCheckDigit } from '../../shared/iccid.js';
import { registeredAdmin } from '../support/admin.js';
import {
  anonymousCheckout,
  anonymousCheckoutPath,
  heldNotificationsOf,
  type AnonymousCheckoutType,
} from '../support/anonymous-checkout.js';
import { Client } from '../support/http.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStack } from '../support/own-stack.js';
import { runOps } from '../support/ops.js';
import { eventually, payAtSimulator, recordedProviderRef } from '../support/payments.js';
import { mailTo } from '../support/sms.js';
import { localTable } from '../support/table.js';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 });

let stack: LocalStack;
let table: TableClient;
let admin: Awaited<ReturnType<typeof registeredAdmin>>;
const files = mkdtempSync(path.join(tmpdir(), 'unfulfillable-'));

beforeAll(async () => {
  stack = await ownStack({ SEED_STOCK: 'false' });
  table = localTable(stack.dataDir);
  admin = await registeredAdmin(table, stack.siteUrl);
});
afterAll(() => stack?.stop());

const ops = (...args: string[]) => runOps(args, stack.dataDir);

const CONTACT = 'held@example.com';

/** An anonymous order paid in full at its simulator while nothing is in stock: held, and its buyer told. */
async function heldOrder(type: AnonymousCheckoutType) {
  const { order, checkoutUrl, status } = await anonymousCheckout(stack.siteUrl, table, type, CONTACT);
  await payAtSimulator(checkoutUrl, 'pay');
  const told = await eventually(status, (reply) => reply.payment?.held_amount > 0);
  const held = await heldNotificationsOf(table, order.paymentId);
  expect(held).toHaveLength(1);
  return { order, told, status, notification: held[0]! };
}

let stocked = 0;
/** Adds `count` numbers (a lease's stock) or eSIMs through the operator's own import commands. */
async function addStock(type: AnonymousCheckoutType, count: number) {
  const lines = Array.from({ length: count }, () => {
    stocked += 1;
    const serial = String(stocked).padStart(5, '0');
    if (type === 'lease') return `+4477008${serial}`;
    const payload = `89447700000000${serial}`;
    return `${payload}${luhnCheckDigit(payload)},${20_000_000 + stocked},+4477007${serial},LPA:1$smdp.example.com$HELD-${stocked}`;
  });
  const file = path.join(files, `${type}-${stocked}.txt`);
  writeFileSync(file, `${type === 'buy' ? 'iccid,puk,phone_number,activation_code\n' : ''}${lines.join('\n')}\n`);
  const imported = await ops(type === 'lease' ? 'numbers:import' : 'sims:import', file);
  expect(imported.stdout).toContain(`Imported ${count}`);
}

const inStock = async (type: AnonymousCheckoutType) =>
  type === 'lease'
    ? (await createNumberRepository(table).available(100, 'strong')).length
    : (await createSimCardRepository(table).inStock(100, 'strong')).length;

const resolveFromAdmin = (id: string, action: string, note = '') =>
  admin.client.put(`/admin/held-payments/${id}.php`, { action, note });

describe('a paid order that cannot be fulfilled', () => {
  it.each([
    ['lease', 'coinpayments', 1499, 'held@example.com', 'WhatsApp lease'],
    ['buy', 'nowpayments', 2500, '', 'eSIM'],
  ] as const)(
    'a %s order through %s is held, told, listed and counted; fulfil waits for stock, then ops and admin race once',
    async (type, provider, price, contact, product) => {
      const { order, told, status, notification } = await heldOrder(type);
      expect(told).toMatchObject({
        payment_confirmed: true,
        status: 'paid',
        order: { order_id: order.id, phone_number: null },
        payment: { status: 'completed', amount: price, received_amount: price, held_amount: price },
      });
      expect(notification.reason).toContain(`arrived, the price in full, but the ${product} could not be handed over`);
      if (contact) {
        const mails = await eventually(
          () => mailTo(contact, stack.mailboxUrl),
          (found) => found.length > 0,
        );
        expect(mails.map((mail) => mail.subject)).toEqual([`Your payment is kept for you (order ${order.id})`]);
        expect(mails[0]!.body.text).toContain(
          `${(price / 100).toFixed(2)} arrived for your ${product}, but we could not`,
        );
      }
      // Held, not dead-lettered.
      const deadLetters = path.join(stack.dataDir, 'dead-letters', 'fulfilOrder.jsonl');
      if (existsSync(deadLetters)) expect(readFileSync(deadLetters, 'utf8')).not.toContain(order.id);

      const providerRef = await recordedProviderRef(table, order.paymentId);
      const listed = await admin.client.get('/admin/held-payments.php?limit=100');
      expect(listed.body.held_payments).toContainEqual(
        expect.objectContaining({
          id: notification.id,
          provider,
          order_id: order.id,
          provider_ref: providerRef,
          purpose: 'anonymous_order',
          contact,
          received_amount: price,
          fulfillable: true,
          status: 'held',
        }),
      );
      const printed = await ops('payments:held', '100');
      expect(printed.stdout.split('\n').find((line) => line.includes(notification.id))).toContain(
        `received $${(price / 100).toFixed(2)}, ref ${providerRef}`,
      );
      const checked = await ops('ledger:check');
      expect(checked.code).toBe(0);
      expect(checked.stdout).toMatch(/Held for an operator \(payments:held\): [1-9]\d* payments, \$/);

      // No stock yet: refused, and still held.
      const early = await resolveFromAdmin(notification.id, 'fulfil');
      expect(early.status).toBe(400);
      expect(early.body.error).toContain(`Still held: order ${order.id} cannot be fulfilled yet`);
      expect((await createNotificationRepository(table).find(notification.id))!.status).toBe('held');

      // One item for two racing fulfils: one sells it, the other is told it lost, whether or not it saw the stock.
      await addStock(type, 1);
      const [fromOps, fromAdmin] = await Promise.all([
        ops('payments:resolve', notification.id, 'fulfil', '--by', 'ann'),
        resolveFromAdmin(notification.id, 'fulfil', 'stock arrived'),
      ]);
      const winners = [fromOps.code === 0, fromAdmin.status === 200].filter(Boolean);
      expect(winners).toHaveLength(1);
      const loser = fromOps.code === 0 ? fromAdmin.body.error : fromOps.stderr;
      expect(loser).toMatch(/Already resolved \(fulfil\) by /);

      const after = await status();
      expect(after.order.phone_number).toMatch(/^\+4477/);
      expect(after.payment.held_amount).toBe(0);
      expect(await inStock(type)).toBe(0);
      const resolved = (await createNotificationRepository(table).find(notification.id))!;
      expect(resolved).toMatchObject({ status: 'resolved', resolution: { action: 'fulfil' } });
      const clean = await ops('ledger:check');
      expect(clean.code).toBe(0);
      expect(clean.stdout).not.toContain(order.paymentId);
      expect((await ops('payments:held', '100')).stdout).toMatch(
        new RegExp(`${notification.id} .*\\n  resolved: fulfil by (ann|${admin.email}) at `),
      );
    },
  );

  it('a refund noted by the operator and a fulfil from the back office race: one wins, and the stock is exact', async () => {
    const { order, notification } = await heldOrder('lease');
    await addStock('lease', 1);
    const before = await inStock('lease');
    const [refund, fulfil] = await Promise.all([
      ops('payments:resolve', notification.id, 'refund-note', 'sent back to bc1q', '--by', 'ann'),
      resolveFromAdmin(notification.id, 'fulfil'),
    ]);
    expect([refund.code === 0, fulfil.status === 200].filter(Boolean)).toHaveLength(1);
    const stored = (await createAnonymousOrderRepository(table).find(order.id))!;
    if (refund.code === 0) {
      expect(fulfil.body.error).toMatch(/Already resolved \(refund-note\) by ann/);
      expect(stored.phoneNumber).toBeNull();
      expect(await inStock('lease')).toBe(before);
      // A late delivery of PaymentCompleted leaves a refunded order alone.
      expect(await fulfilAnonymousOrder(heldResolutionDeps(table), order.id)).toBeNull();
      expect(await inStock('lease')).toBe(before);
    } else {
      expect(refund.stderr).toMatch(/Already resolved \(fulfil\) by /);
      expect(stored.phoneNumber).toMatch(/^\+4477/);
      expect(await inStock('lease')).toBe(before - 1);
    }
    expect((await ops('ledger:check')).code).toBe(0);
  });

  it('refuses fulfil for money that is not a paid order held for want of stock', async () => {
    const visitor = new Client(stack.siteUrl);
    const created = await visitor.get(anonymousCheckoutPath('lease', CONTACT));
    await payAtSimulator(created.body.payment_url as string, 'underpay');
    await payAtSimulator(created.body.payment_url as string, 'expire');
    const paymentId = (await createAnonymousOrderRepository(table).find(created.body.order_id))!.paymentId;
    const held = await eventually(
      () => heldNotificationsOf(table, paymentId),
      (found) => found.length > 0,
    );
    const refused = await ops('payments:resolve', held[0]!.id, 'fulfil');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Only a paid order held because it could not be fulfilled can be fulfilled');
  });
});
