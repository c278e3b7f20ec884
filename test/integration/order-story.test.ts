import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createAnonymousOrderRepository } from '../../functions/adapters/dynamo/anonymous-order-repository.js';
import { createNotificationRepository } from '../../functions/adapters/dynamo/notification-repository.js';
import { createWalletRepository } from '../../functions/adapters/dynamo/wallet-repository.js';
import { MESSAGES } from '../../shared/messages.js';
import { updateLeaseResponse, updateOrderResponse } from '../../shared/schemas/admin-changes.js';
import { leaseStoryResponse, orderStoryResponse, type TimelineEvent } from '../../shared/schemas/admin-story.js';
import { registeredAdmin } from '../support/admin.js';
import { Client } from '../support/http.js';
import { runOps } from '../support/ops.js';
import { eventually, payAtSimulator } from '../support/payments.js';
import { deliveriesDone } from '../support/running-stack.js';
import { mailTo, signedSms } from '../support/sms.js';
import { balanceAndLedger, fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();
const wallet = createWalletRepository(table);
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };
const LEASE_TELEGRAM = { service_id: 2, service_name: 'Telegram', price_cents: 1499 };

let admin: Awaited<ReturnType<typeof registeredAdmin>>;
beforeAll(async () => {
  admin = await registeredAdmin(table);
});

const story = async (id: string) => {
  const reply = await admin.client.get(`/admin/orders/${id}.php`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return orderStoryResponse.parse(reply.body);
};
const kinds = (timeline: TimelineEvent[]) => timeline.map((event) => event.kind);
const trail = async (subject: string) =>
  (await admin.client.get(`/admin/audit.php?subject=${encodeURIComponent(subject)}`)).body.entries as {
    action: string;
    reason: string;
    email: string | null;
  }[];

/** A member's WhatsApp order that received a stray message and then its code. */
async function orderWithCode(label: string) {
  const member = await fundedMember(table, 2_000, label);
  const order = (await member.client.post('/users/orders.php', WHATSAPP)).body;
  expect((await signedSms(order.phone_number, 'Your parcel is on its way', 'RoyalMail').post()).status).toBe(200);
  expect((await signedSms(order.phone_number, 'Your WhatsApp code 123-456', 'WhatsApp').post()).status).toBe(200);
  await eventually(
    async () => (await member.client.get('/users/orders.php')).body.orders[0],
    (listed) => listed.status === 'completed' && listed.other_messages.length === 1,
  );
  return { ...member, order };
}

describe("an order's story", () => {
  it('tells what happened from the records, and refunds a member’s order to the wallet once, with its trail', async () => {
    const { user, order } = await orderWithCode('story');
    const before = await story(order.order_id);
    expect(before.order).toMatchObject({
      id: order.order_id,
      status: 'completed',
      price: 999,
      owner: { kind: 'user', id: user.id },
    });
    expect(kinds(before.timeline)).toEqual(
      expect.arrayContaining(['created', 'payment', 'number_allocated', 'sms', 'code_shown']),
    );
    const messages = before.timeline.filter((event) => event.kind === 'sms');
    expect(messages.map((event) => [event.fields.from, event.fields.matched])).toEqual([
      ['RoyalMail', false],
      ['WhatsApp', true],
    ]);
    expect(before.timeline.find((event) => event.kind === 'payment')?.fields).toMatchObject({
      provider: 'wallet',
      amount_cents: 999,
    });
    expect(before.actions).toEqual({ cancel: false, refund: true });

    const refunded = await admin.client.put(`/admin/orders/${order.order_id}.php`, {
      action: 'refund',
      reason: 'The code did not work for the member',
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(updateOrderResponse.parse(refunded.body).order).toMatchObject({ id: order.order_id, status: 'completed' });
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000, ledger: 2_000 });

    const after = await story(order.order_id);
    expect(after.actions).toEqual({ cancel: false, refund: false });
    expect(after.timeline.find((event) => event.kind === 'refund')?.fields).toMatchObject({ amount_cents: 999 });
    expect(after.timeline.find((event) => event.kind === 'operator')?.fields).toMatchObject({
      action: 'order_refund',
      reason: 'The code did not work for the member',
    });
    expect(await trail(`order:${order.order_id}`)).toEqual([
      expect.objectContaining({
        action: 'order_refund',
        email: admin.email,
        reason: 'The code did not work for the member',
      }),
    ]);

    const again = await admin.client.put(`/admin/orders/${order.order_id}.php`, { action: 'refund', reason: 'Twice' });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(MESSAGES.orderRefundedAlready);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
  });

  it('credits once when two refunds arrive at once, with one trail entry', async () => {
    const { user, order } = await orderWithCode('story-race');
    const body = { action: 'refund', reason: 'Refund asked for twice at once' };
    const replies = await Promise.all([
      admin.client.put(`/admin/orders/${order.order_id}.php`, body),
      admin.client.put(`/admin/orders/${order.order_id}.php`, body),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    const refunds = (await wallet.transactions(user.id)).filter((entry) => entry.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
    expect((await trail(`order:${order.order_id}`)).map((entry) => entry.action)).toEqual(['order_refund']);
  });

  it('cancels a waiting order with its trail, and refuses a refund of one still waiting', async () => {
    const { client, user } = await fundedMember(table, 2_000, 'story-cancel');
    const order = (await client.post('/users/orders.php', WHATSAPP)).body;
    expect((await story(order.order_id)).actions).toEqual({ cancel: true, refund: false });
    const early = await admin.client.put(`/admin/orders/${order.order_id}.php`, { action: 'refund', reason: 'x' });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe(MESSAGES.orderCancelInstead);

    const cancelled = await admin.client.put(`/admin/orders/${order.order_id}.php`, {
      action: 'cancel',
      reason: 'Wrong service chosen',
    });
    expect(cancelled.status).toBe(200);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
    const told = await story(order.order_id);
    expect(kinds(told.timeline)).toEqual(expect.arrayContaining(['cancelled', 'refund', 'operator']));
    expect(await trail(`order:${order.order_id}`)).toEqual([
      expect.objectContaining({ action: 'order_cancel', reason: 'Wrong service chosen' }),
    ]);
    // A refund after the cancel's refunds nothing more.
    expect(
      (await admin.client.put(`/admin/orders/${order.order_id}.php`, { action: 'refund', reason: 'x' })).status,
    ).toBe(400);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
  });

  it("tells an anonymous order's half payment, its hold, and who sent the money back", async () => {
    const visitor = new Client();
    const checkout = await visitor.get(
      '/payment/coinpayments.php?type=one-time&service_id=1&amount=999&currency=USD&crypto=BTC',
    );
    expect(checkout.status).toBe(201);
    const anonymous = await createAnonymousOrderRepository(table).find(checkout.body.order_id);
    await payAtSimulator(checkout.body.payment_url, 'underpay');
    const notifications = createNotificationRepository(table);
    const held = await eventually(
      async () => (await notifications.held({ limit: 200, cursor: null })).items,
      (items) => items.some((notice) => notice.rawBody.includes(anonymous!.paymentId)),
    );
    const notice = held.find((item) => item.rawBody.includes(anonymous!.paymentId))!;
    const resolved = await admin.client.put(`/admin/held-payments/${notice.id}.php`, {
      action: 'refund-note',
      note: 'Half sent back to the buyer by BTC',
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);

    const told = await story(checkout.body.order_id);
    expect(told.order.owner.kind).toBe('anonymous');
    expect(told.order.phone_number).toBe('');
    expect(kinds(told.timeline)).toEqual(
      expect.arrayContaining(['created', 'payment', 'payment_notice', 'held', 'resolved']),
    );
    const notices = told.timeline.filter((event) => event.kind === 'payment_notice');
    const half = notices.find((event) => event.fields.amount_cents === 500)!;
    expect(half.fields).toMatchObject({ provider: 'coinpayments', handled: 'resolved' });
    expect(typeof half.fields.reference).toBe('string');
    expect(told.timeline.find((event) => event.kind === 'resolved')?.fields).toMatchObject({
      action: 'refund-note',
      by: admin.email,
      note: 'Half sent back to the buyer by BTC',
    });
    // An anonymous buyer has no wallet: neither action applies.
    expect(told.actions).toEqual({ cancel: false, refund: false });
  });

  it('is 404 for an unknown id and refused to members and visitors', async () => {
    expect((await admin.client.get('/admin/orders/no-such-order.php')).status).toBe(404);
    const { client } = await fundedMember(table, 2_000, 'story-refused');
    const order = (await client.post('/users/orders.php', WHATSAPP)).body;
    expect((await client.get(`/admin/orders/${order.order_id}.php`)).status).toBe(403);
    expect((await new Client().get(`/admin/orders/${order.order_id}.php`)).status).toBe(401);
    for (const body of [{ action: 'refund' }, { action: 'refund', reason: '' }, { action: 'delete', reason: 'x' }]) {
      expect((await admin.client.put(`/admin/orders/${order.order_id}.php`, body)).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await client.put(`/admin/orders/${order.order_id}.php`, { action: 'cancel', reason: 'x' })).status).toBe(
      403,
    );
  });
});

describe("a lease's story", () => {
  it('lists its messages and forwards one again to the member, with its trail', async () => {
    const { client, email } = await fundedMember(table, 5_000, 'lease-story');
    const lease = (await client.post('/users/leases.php', LEASE_TELEGRAM)).body;
    expect((await signedSms(lease.phone_number, 'Telegram code: 48213', 'Telegram').post()).status).toBe(200);
    await deliveriesDone(inject('dataDir'));
    const forwarded = async () => (await mailTo(email)).filter((mail) => mail.subject.includes('48213'));
    expect(await eventually(forwarded, (mails) => mails.length === 1)).toHaveLength(1);

    const reply = await admin.client.get(`/admin/leases/${lease.order_id}.php`);
    expect(reply.status).toBe(200);
    const told = leaseStoryResponse.parse(reply.body);
    expect(told.messages).toEqual([expect.objectContaining({ from: 'Telegram', code: '48213' })]);
    expect(kinds(told.timeline)).toEqual(expect.arrayContaining(['created', 'payment', 'number_allocated', 'sms']));
    expect(told.actions).toEqual({ cancel: true, resend: true });

    const resent = await admin.client.put(`/admin/leases/${lease.order_id}.php`, {
      action: 'resend',
      message_id: told.messages[0]!.id,
      reason: 'The member says the first email never came',
    });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(updateLeaseResponse.parse(resent.body).lease.status).toBe('active');
    await deliveriesDone(inject('dataDir'));
    expect(await eventually(forwarded, (mails) => mails.length === 2)).toHaveLength(2);
    expect(await trail(`lease:${lease.order_id}`)).toEqual([
      expect.objectContaining({ action: 'lease_resend', reason: 'The member says the first email never came' }),
    ]);

    const unknown = await admin.client.put(`/admin/leases/${lease.order_id}.php`, {
      action: 'resend',
      message_id: 'no-such-message',
      reason: 'x',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(MESSAGES.leaseMessageNotFound);
  });
});

describe('the books after the desk’s actions', () => {
  it('ledger:check finds nothing off', async () => {
    const checked = await runOps(['ledger:check']);
    expect(checked.stdout).toMatch(/: 0 discrepancies/);
    expect(checked.code).toBe(0);
  });
});
