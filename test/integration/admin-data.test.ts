import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createSalesStatsRepository } from '../../functions/adapters/dynamo/sales-stats-repository.js';
import { createServiceRepository } from '../../functions/adapters/dynamo/service-repository.js';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { dashboardStats } from '../../functions/domain/admin/sales-figures.js';
import { expireLeases } from '../../functions/domain/leases/expire-leases.js';
import { buyOneTimeNumber } from '../../functions/domain/orders/buy-one-time-number.js';
import { createCatalogue } from '../../functions/domain/services/catalogue.js';
import { LEASE_GRACE_DAYS } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { registeredAdmin } from '../support/admin.js';
import { createKey } from '../support/api-keys.js';
import { Client, registeredMember, type Reply } from '../support/http.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStackWithTable } from '../support/own-stack.js';
import { balance, eventually, payAtSimulator, startTopUp } from '../support/payments.js';
import { recordingMetrics } from '../support/metrics.js';
import { fundedMember } from '../support/stock.js';

// A stack of its own: the figures are the whole table's, so no other test's sales may land between two readings.
let stack: LocalStack;
let table: TableClient;
let admin: Client;

beforeAll(async () => {
  ({ stack, table } = await ownStackWithTable());
  admin = (await registeredAdmin(table, stack.siteUrl)).client;
});
afterAll(() => stack?.stop());

const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };
const LEASE_WHATSAPP = { ...WHATSAPP, price_cents: 1499 };
const ESIM = { price_cents: 2500 };

async function figures() {
  const [stats, revenue] = await Promise.all([admin.get('/admin/stats.php'), admin.get('/admin/revenue.php')]);
  expect(stats.status).toBe(200);
  expect(revenue.status).toBe(200);
  return { stats: stats.body, revenue: revenue.body };
}

function grewBy(before: Record<string, any>, after: Record<string, any>) {
  return {
    total_revenue: after.stats.total_revenue - before.stats.total_revenue,
    today_revenue: after.stats.today_revenue - before.stats.today_revenue,
    monthly_revenue: after.stats.monthly_revenue - before.stats.monthly_revenue,
    today_orders: Object.fromEntries(
      Object.entries(after.stats.today_orders as Record<string, number>).map(([name, value]) => [
        name,
        value - before.stats.today_orders[name],
      ]),
    ),
    active_leases: after.stats.active_leases - before.stats.active_leases,
    recent_orders: after.stats.recent_orders - before.stats.recent_orders,
    revenue_total: after.revenue.total_revenue - before.revenue.total_revenue,
    revenue_orders: after.revenue.total_orders - before.revenue.total_orders,
  };
}

/** Every page of an admin list at `limit` a page, following next_cursor. */
async function allPages(path: string, key: string, limit: number) {
  const pages: Reply[] = [];
  let cursor: string | null = null;
  do {
    const reply = await admin.get(`${path}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(reply.status).toBe(200);
    expect(reply.body[key].length).toBeLessThanOrEqual(limit);
    pages.push(reply);
    cursor = reply.body.next_cursor;
  } while (cursor);
  return pages.flatMap((page) => page.body[key] as { id: string }[]);
}

describe('the back office figures', () => {
  it('grow by exactly the sales made, member and anonymous; a top-up is no revenue and a refund is taken off', async () => {
    const before = await figures();
    expect(before.stats).toMatchObject({ success: true, pending_tickets: 0 });

    // A member's real top-up through the provider: a deposit, not revenue.
    const { client } = await registeredMember('spender', undefined, stack.siteUrl);
    await payAtSimulator((await startTopUp(client, 10_000)).payment_url, 'pay');
    await eventually(
      () => balance(client),
      (cents) => cents >= 10_000,
    );
    expect(grewBy(before, await figures())).toMatchObject({ total_revenue: 0, revenue_orders: 0 });

    expect((await client.post('/users/orders.php', WHATSAPP)).status).toBe(201);
    expect((await client.post('/users/leases.php', LEASE_WHATSAPP)).status).toBe(201);
    expect((await client.post('/users/sim-cards.php', ESIM)).status).toBe(201);
    // An API key's fee is revenue, not an order.
    expect((await createKey(client, 'Shop')).status).toBe(201);
    // Bought and cancelled before its code: refunded, so not a sale.
    const cancelled = await client.post('/users/orders.php', WHATSAPP);
    expect((await client.delete(`/users/orders.php?id=${cancelled.body.order_id}`)).status).toBe(200);

    // An anonymous one-time order paid in crypto, counted when it is fulfilled.
    const visitor = new Client(stack.siteUrl);
    const checkout = await visitor.get(
      '/payment/coinpayments.php?type=one-time&service_id=2&amount=959&currency=USD&crypto=BTC',
    );
    await payAtSimulator(checkout.body.payment_url, 'pay');
    await eventually(
      () => visitor.get(`/anonymous/check-payment.php?order_id=${checkout.body.order_id}`),
      (reply) => typeof reply.body.order?.phone_number === 'string',
    );

    const sales = 999 + 1499 + 2500 + 959 + 2900;
    expect(grewBy(before, await figures())).toEqual({
      total_revenue: sales,
      today_revenue: sales,
      monthly_revenue: sales,
      today_orders: { total_orders: 4, one_time_sms: 2, lease_orders: 1, buy_orders: 1 },
      active_leases: 1,
      recent_orders: 4,
      revenue_total: sales,
      revenue_orders: 4,
    });
  });

  it('counts every one of many racing sales exactly once', async () => {
    const members = await Promise.all(
      Array.from({ length: 8 }, (_, i) => fundedMember(table, 5_000, `racer-${i}`, stack.siteUrl)),
    );
    const before = await figures();
    const replies = await Promise.all(
      members.flatMap(({ client }) => [1, 2, 3].map(() => client.post('/users/orders.php', WHATSAPP))),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(24).fill(201));
    expect(grewBy(before, await figures())).toMatchObject({
      total_revenue: 24 * 999,
      today_revenue: 24 * 999,
      today_orders: { total_orders: 24, one_time_sms: 24, lease_orders: 0, buy_orders: 0 },
      revenue_orders: 24,
    });
  });

  it('counts a lease as active until it expires, after its grace', async () => {
    const { client } = await fundedMember(table, 5_000, 'lease-count', stack.siteUrl);
    const rented = await client.post('/users/leases.php', LEASE_WHATSAPP);
    const before = await figures();
    expect(before.stats.active_leases).toBeGreaterThanOrEqual(1);
    const at = (ms: number) => ({ ...createStockRepositories(table), clock: { now: () => new Date(ms) } });
    const end = Date.parse(rented.body.lease.end_date);
    // In its grace the lease still holds its number, and still counts (docs/decisions/062).
    await expireLeases(at(end + 1_000));
    expect((await figures()).stats.active_leases).toBe(before.stats.active_leases);
    await expireLeases(at(end + LEASE_GRACE_DAYS * 86_400_000 + 1_000));
    const after = await figures();
    expect(after.stats.active_leases).toBe(0);
    // An expired lease was still a sale.
    expect(after.revenue).toEqual(before.revenue);
  });

  it('counts each sale on its UTC day and month', async () => {
    const { user } = await fundedMember(table, 5_000, 'night-owl', stack.siteUrl);
    const member = (await createUserRepository(table).findById(user.id))!;
    const lateOn31March = new Date('2026-03-31T23:30:00.000Z');
    const clock = { now: () => lateOn31March };
    const catalogue = createCatalogue(createServiceRepository(table), clock);
    const { metrics } = recordingMetrics();
    await buyOneTimeNumber(
      { ...createStockRepositories(table), catalogue, clock, metrics, events: { publish: async () => undefined } },
      member,
      WHATSAPP,
    );

    const salesStats = createSalesStatsRepository(table);
    const on = (iso: string) => dashboardStats({ salesStats, clock: { now: () => new Date(iso) } });
    expect(await on('2026-03-31T23:59:59.000Z')).toMatchObject({
      today_revenue: 999,
      monthly_revenue: 999,
      today_orders: { total_orders: 1, one_time_sms: 1, lease_orders: 0, buy_orders: 0 },
      recent_orders: 1,
    });
    expect(await on('2026-04-01T00:00:01.000Z')).toMatchObject({
      today_revenue: 0,
      monthly_revenue: 0,
      today_orders: { total_orders: 0 },
      recent_orders: 1,
    });
    expect(await on('2026-04-07T12:00:00.000Z')).toMatchObject({ recent_orders: 0 });
  });
});

describe('pending tickets', () => {
  const pending = async () => (await figures()).stats.pending_tickets as number;

  it('count the tickets waiting for support: opened by members or the contact form, until resolved or closed', async () => {
    const before = await pending();
    const { client } = await registeredMember('ticketer', undefined, stack.siteUrl);
    const opened = await client.post('/users/tickets.php', {
      subject: 'Code never came',
      category: 'TECHNICAL',
      priority: 'high',
      message: 'My WhatsApp code did not arrive.',
    });
    expect(opened.status).toBe(201);
    const contact = await new Client(stack.siteUrl).post('/contact.php', {
      username: 'Visitor',
      email: 'visitor@example.com',
      subject: 'Question',
      message: 'Do you sell eSIMs?',
    });
    expect(contact.status).toBe(201);
    expect(await pending()).toBe(before + 2);

    const id = opened.body.ticket.id as string;
    const setStatus = (status: string) => admin.put(`/admin/tickets/${id}.php`, { status });
    // Work on it keeps it pending; resolving ends that; reopening counts it again; a priority alone changes nothing.
    expect((await setStatus('in_progress')).status).toBe(200);
    expect(await pending()).toBe(before + 2);
    expect((await setStatus('resolved')).status).toBe(200);
    expect(await pending()).toBe(before + 1);
    expect((await setStatus('closed')).status).toBe(200);
    expect(await pending()).toBe(before + 1);
    expect((await setStatus('open')).status).toBe(200);
    expect((await admin.put(`/admin/tickets/${id}.php`, { priority: 'low' })).status).toBe(200);
    expect(await pending()).toBe(before + 2);

    // Two changes at once are counted as they happen, one after the other.
    await Promise.all([setStatus('closed'), setStatus('resolved')]);
    expect(await pending()).toBe(before + 1);
  });

  it("give the tickets screen's cards over every ticket, whatever page is loaded", async () => {
    const counts = async () => {
      const page = await admin.get('/admin/tickets.php?limit=1');
      expect(page.body.tickets).toHaveLength(1);
      return page.body.counts as Record<'total' | 'open' | 'in_progress' | 'high_priority', number>;
    };
    const before = await counts();
    const { client } = await registeredMember('carded', undefined, stack.siteUrl);
    const open = async (priority: string) =>
      (
        await client.post('/users/tickets.php', {
          subject: `A ${priority} one`,
          category: 'GENERAL',
          priority,
          message: 'Please look at this.',
        })
      ).body.ticket.id as string;
    const urgent = await open('urgent');
    const low = await open('low');
    await open('medium');
    expect(await counts()).toEqual({
      total: before.total + 3,
      open: before.open + 3,
      in_progress: before.in_progress,
      high_priority: before.high_priority + 1,
    });

    const change = (id: string, body: object) => admin.put(`/admin/tickets/${id}.php`, body);
    expect((await change(low, { status: 'in_progress', priority: 'high' })).status).toBe(200);
    expect(await counts()).toEqual({
      total: before.total + 3,
      open: before.open + 2,
      in_progress: before.in_progress + 1,
      high_priority: before.high_priority + 2,
    });
    // A closed ticket is still a ticket, but no longer waits: high priority counts only those not closed.
    expect((await change(urgent, { status: 'closed' })).status).toBe(200);
    // Two priority changes at once: the counters follow whichever came last.
    await Promise.all([change(low, { priority: 'low' }), change(low, { priority: 'urgent' })]);
    const last = (await admin.get(`/admin/tickets/${low}/messages.php`)).body.ticket.priority;
    expect(await counts()).toEqual({
      total: before.total + 3,
      open: before.open + 1,
      in_progress: before.in_progress + 1,
      high_priority: before.high_priority + (last === 'urgent' ? 1 : 0),
    });
  });
});

describe('the back office lists', () => {
  it('pages users newest first with a cursor, each user once', async () => {
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push((await registeredMember(`paged-${i}`, undefined, stack.siteUrl)).user.id);
    const first = await admin.get('/admin/users.php?limit=2');
    expect(first.body.users.map((u: { id: string }) => u.id)).toEqual([made[4], made[3]]);
    expect(first.body.next_cursor).toEqual(expect.any(String));

    const users = await allPages('/admin/users.php', 'users', 2);
    const ids = users.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(made));
    expect(users[0]).toMatchObject({ id: made[4], role: 'user', is_active: true, wallet_balance: 0 });
    expect(Object.keys(users[0]!).sort()).toEqual(
      ['created_at', 'email', 'id', 'is_active', 'last_login_at', 'name', 'role', 'wallet_balance'].sort(),
    );
  });

  it('pages one-time orders and leases, member and anonymous, newest first', async () => {
    const { client, email } = await fundedMember(table, 10_000, 'lister', stack.siteUrl);
    const orderIds = [];
    for (let i = 0; i < 3; i += 1) orderIds.push((await client.post('/users/orders.php', WHATSAPP)).body.order_id);
    const lease = await client.post('/users/leases.php', LEASE_WHATSAPP);

    const first = await admin.get('/admin/orders.php?limit=2');
    expect(first.body.orders.map((o: { id: string }) => o.id)).toEqual([orderIds[2], orderIds[1]]);
    expect(first.body.orders[0]).toEqual({
      id: orderIds[2],
      user_name: 'lister',
      user_email: email,
      service_name: 'WhatsApp',
      price: 999,
      status: 'pending',
      created_at: expect.any(String),
      phone_number: expect.stringMatching(/^\+44/),
      verification_code: null,
    });
    const orders = await allPages('/admin/orders.php', 'orders', 2);
    expect(orders.map((o) => o.id)).toEqual(expect.arrayContaining(orderIds));
    // The anonymous order of the first test is listed too.
    expect(orders.some((o: Record<string, unknown>) => o.user_name === '')).toBe(true);

    const leases = await allPages('/admin/leases.php', 'leases', 1);
    expect(leases[0]).toEqual({
      id: lease.body.order_id,
      user_name: 'lister',
      user_email: email,
      service_name: 'WhatsApp',
      phone_number: lease.body.phone_number,
      status: 'active',
      start_date: lease.body.lease.start_date,
      end_date: lease.body.lease.end_date,
      price_cents: 1499,
      message_count: 0,
    });
  });

  it('finds users, orders and leases by a whole email, phone number or id', async () => {
    const { client, email, user } = await fundedMember(table, 10_000, 'wanted', stack.siteUrl);
    const order = (await client.post('/users/orders.php', WHATSAPP)).body;
    const lease = (await client.post('/users/leases.php', LEASE_WHATSAPP)).body;
    const search = async (path: string, term: string, key: string) =>
      ((await admin.get(`${path}?search=${encodeURIComponent(term)}`)).body[key] as { id: string }[]).map((r) => r.id);

    expect(await search('/admin/users.php', email.toUpperCase(), 'users')).toEqual([user.id]);
    expect(await search('/admin/users.php', user.id, 'users')).toEqual([user.id]);
    expect(await search('/admin/users.php', 'nobody@example.com', 'users')).toEqual([]);

    expect(await search('/admin/orders.php', order.order_id, 'orders')).toEqual([order.order_id]);
    expect(await search('/admin/orders.php', order.phone_number, 'orders')).toEqual([order.order_id]);
    expect(await search('/admin/orders.php', email, 'orders')).toEqual([order.order_id]);
    expect(await search('/admin/orders.php', lease.order_id, 'orders')).toEqual([]);
    expect(await search('/admin/orders.php', lease.phone_number, 'orders')).toEqual([]);

    expect(await search('/admin/leases.php', lease.order_id, 'leases')).toEqual([lease.order_id]);
    expect(await search('/admin/leases.php', lease.phone_number, 'leases')).toEqual([lease.order_id]);
    expect(await search('/admin/leases.php', email, 'leases')).toEqual([lease.order_id]);
    expect(await search('/admin/leases.php', '+447000000000', 'leases')).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=ten', 'limit'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
    ['colour=red', 'colour'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const reply = await admin.get(`/admin/orders.php?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body.details).toHaveProperty(field);
  });

  it("refuses a cursor from another list: users' cursor on the orders list", async () => {
    await registeredMember('cursor-a', undefined, stack.siteUrl);
    await registeredMember('cursor-b', undefined, stack.siteUrl);
    const { next_cursor } = (await admin.get('/admin/users.php?limit=1')).body;
    const reply = await admin.get(`/admin/orders.php?cursor=${encodeURIComponent(next_cursor)}`);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(MESSAGES.invalidCursor);
  });
});
