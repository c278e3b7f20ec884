import { beforeAll, describe, expect, it, inject } from 'vitest';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { createWalletRepository } from '../../functions/adapters/dynamo/wallet-repository.js';
import { ROLE_ADMIN, ROLE_USER, TWO_FACTOR_REQUIRED } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { updateLeaseResponse, updateOrderResponse, updateUserResponse } from '../../shared/schemas/admin-changes.js';
import { registeredAdmin } from '../support/admin.js';
import { enrolTwoFactor } from '../support/two-factor.js';
import { createApiKeyRepository } from '../../functions/adapters/dynamo/api-key-repository.js';
import { hashApiKey } from '../../functions/domain/api-keys/api-key.js';
import { developer } from '../support/api-keys.js';
import { Client, registeredMember } from '../support/http.js';
import { eventually, payAtSimulator } from '../support/payments.js';
import { mailTo, signedSms } from '../support/sms.js';
import { balanceAndLedger, fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';
import { deliveriesDone } from '../support/running-stack.js';

const table = localTable();
const users = createUserRepository(table);
const stock = createStockRepositories(table);
const wallet = createWalletRepository(table);
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };
const LEASE_WHATSAPP = { ...WHATSAPP, price_cents: 1499 };
const CANCEL = { action: 'cancel', reason: 'The member asked support to cancel it' };

let admin: Awaited<ReturnType<typeof registeredAdmin>>;
beforeAll(async () => {
  admin = await registeredAdmin(table);
});

const putUser = (client: Client, id: string, body: object) =>
  client.put(`/admin/users/${id}.php`, { reason: 'test', ...body });
const putOrder = (client: Client, id: string, body: unknown = CANCEL) => client.put(`/admin/orders/${id}.php`, body);
const putLease = (client: Client, id: string, body: unknown = CANCEL) => client.put(`/admin/leases/${id}.php`, body);

describe("an admin's changes to a member's account", () => {
  it('switches a member off: every session of theirs is refused and login fails, until switched on again', async () => {
    const { client, email, password, user } = await registeredMember('switched-off');
    const elsewhere = new Client();
    expect((await elsewhere.post('/auth/login.php', { email, password })).status).toBe(200);

    const off = await putUser(admin.client, user.id, { is_active: false });
    expect(off.status).toBe(200);
    expect(updateUserResponse.parse(off.body).user).toMatchObject({
      id: user.id,
      email,
      is_active: false,
      role: 'user',
    });
    const listed = await admin.client.get(`/admin/users.php?search=${encodeURIComponent(email)}`);
    expect(listed.body.users).toEqual([off.body.user]);

    expect((await client.get('/users/profile.php')).status).toBe(401);
    expect((await elsewhere.get('/users/profile.php')).status).toBe(401);
    const login = await new Client().post('/auth/login.php', { email, password });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(MESSAGES.accountDisabled);

    // Switched on again, the member logs in afresh; the sessions ended stay ended.
    const on = await putUser(admin.client, user.id, { is_active: true });
    expect(on.body.user.is_active).toBe(true);
    expect((await client.get('/users/profile.php')).status).toBe(401);
    const again = new Client();
    expect((await again.post('/auth/login.php', { email, password })).status).toBe(200);
    expect((await again.get('/users/profile.php')).status).toBe(200);
  });

  it("refuses a switched-off member's API key, counting nothing, and accepts it again once switched on", async () => {
    const dev = await developer(table, 1_000, 'switched-off-keys');
    expect((await dev.api('GET', '/balance')).status).toBe(200);
    expect((await putUser(admin.client, dev.user.id, { is_active: false })).status).toBe(200);
    const refused = await dev.api('GET', '/balance');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'ACCOUNT_DISABLED', message: MESSAGES.apiKeyOwnerInactive });
    expect((await putUser(admin.client, dev.user.id, { is_active: true })).status).toBe(200);
    const accepted = await dev.api('GET', '/balance');
    expect(accepted.status).toBe(200);
    // Reads take nothing from the period's purchases, the refused one included.
    expect((await createApiKeyRepository(table).findByHash(hashApiKey(dev.key)))?.requests).toBe(0);
  });

  it("changes a member's role: made ADMIN they reach the back office, made a user again they are refused", async () => {
    const { client, user, password } = await registeredMember('promoted');
    expect((await client.get('/admin/stats.php')).status).toBe(403);

    const promoted = await putUser(admin.client, user.id, { role: ROLE_ADMIN });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user).toMatchObject({ id: user.id, role: ROLE_ADMIN, is_active: true });
    // An admin acts once two-factor sign-in is on (docs/decisions/042).
    expect((await client.get('/admin/stats.php')).body.code).toBe(TWO_FACTOR_REQUIRED);
    await enrolTwoFactor(client, password);
    expect((await client.get('/admin/stats.php')).status).toBe(200);

    const demoted = await putUser(admin.client, user.id, { role: ROLE_USER });
    expect(demoted.body.user.role).toBe(ROLE_USER);
    expect((await client.get('/admin/stats.php')).status).toBe(403);
  });

  it('refuses its own account, unknown fields, nothing to change and an unknown id, changing nothing', async () => {
    const { client, user } = await registeredMember('untouched');
    const own = await putUser(admin.client, admin.user.id, { is_active: false });
    expect(own.status).toBe(400);
    expect(own.body.error).toBe(MESSAGES.ownAccountUnchangeable);
    expect((await putUser(admin.client, admin.user.id, { role: ROLE_USER })).status).toBe(400);

    const refusals: [object, number][] = [
      [{}, 400],
      [{ is_active: false, name: 'x' }, 400],
      [{ is_active: 'no' }, 400],
      [{ role: 'SUPERUSER' }, 400],
    ];
    for (const [body, status] of refusals) {
      const reply = await putUser(admin.client, user.id, body);
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.body).toMatchObject({ success: false, error: expect.any(String) });
    }
    const unknown = await putUser(admin.client, 'no-such-user', { is_active: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(MESSAGES.userNotFound);
    expect((await putUser(admin.client, 'x'.repeat(3_000), { is_active: false })).status).toBe(404);

    // A member and a visitor are refused before anything is read.
    expect((await putUser(client, admin.user.id, { is_active: false })).status).toBe(403);
    expect((await putUser(new Client(), user.id, { is_active: false })).status).toBe(401);

    expect(await users.findById(admin.user.id)).toMatchObject({ isActive: true, role: ROLE_ADMIN });
    expect(await users.findById(user.id)).toMatchObject({ isActive: true, role: ROLE_USER });
    expect((await client.get('/users/profile.php')).status).toBe(200);
    expect((await admin.client.get('/admin/stats.php')).status).toBe(200);
  });
});

describe("an admin's cancel of a member's one-time order", () => {
  it('cancels a pending order and refunds it to the wallet once, as the member sees it', async () => {
    const { client, email, user } = await fundedMember(table, 2_000, 'admin-cancel');
    const order = (await client.post('/users/orders.php', WHATSAPP)).body;

    const reply = await putOrder(admin.client, order.order_id);
    expect(reply.status).toBe(200);
    expect(updateOrderResponse.parse(reply.body).order).toMatchObject({
      id: order.order_id,
      user_email: email,
      status: 'cancelled',
      price: 999,
      phone_number: order.phone_number,
      verification_code: null,
    });
    const listed = await admin.client.get(`/admin/orders.php?search=${order.order_id}`);
    expect(listed.body.orders).toEqual([{ ...reply.body.order, payment: null }]);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
    expect((await client.get('/users/orders.php')).body.orders[0].status).toBe('cancelled');

    const again = await putOrder(admin.client, order.order_id);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(MESSAGES.orderNotCancellable);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
  });

  it('refunds once when two cancels, and the member’s own, arrive at once', async () => {
    const { client, user } = await fundedMember(table, 2_000, 'admin-race');
    const order = (await client.post('/users/orders.php', WHATSAPP)).body;
    const replies = await Promise.all([
      putOrder(admin.client, order.order_id),
      putOrder(admin.client, order.order_id),
      client.delete(`/users/orders.php?id=${order.order_id}`),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400, 400]);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
    const refunds = (await wallet.transactions(user.id)).filter((entry) => entry.kind === 'refund');
    expect(refunds).toHaveLength(1);
  });

  it('refuses a completed order, an anonymous one, a lease, an unknown id and a wrong status, refunding nothing', async () => {
    const { client, user } = await fundedMember(table, 2_000, 'admin-refused');
    const completed = (await client.post('/users/orders.php', WHATSAPP)).body;
    expect((await signedSms(completed.phone_number, 'Your WhatsApp code 123-456').post()).status).toBe(200);
    await eventually(
      async () => (await client.get('/users/orders.php')).body.orders[0],
      (order) => order.status === 'completed',
    );
    const lease = (await client.post('/users/leases.php', LEASE_WHATSAPP)).body;
    const pending = (await client.post('/users/orders.php', WHATSAPP)).body;
    const before = await balanceAndLedger(table, user.id);

    const done = await putOrder(admin.client, completed.order_id);
    expect(done.status).toBe(400);
    expect(done.body.error).toBe(MESSAGES.orderNotCancellable);

    const visitor = new Client();
    const checkout = await visitor.get(
      '/payment/coinpayments.php?type=one-time&service_id=2&amount=959&currency=USD&crypto=BTC',
    );
    await payAtSimulator(checkout.body.payment_url, 'pay');
    const paid = await eventually(
      () => visitor.get(`/anonymous/check-payment.php?order_id=${checkout.body.order_id}`),
      (reply) => typeof reply.body.order?.phone_number === 'string',
    );
    const anonymousOrder = (
      await admin.client.get(`/admin/orders.php?search=${encodeURIComponent(paid.body.order.phone_number)}`)
    ).body.orders[0];
    const anonymous = await putOrder(admin.client, anonymousOrder.id);
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.error).toBe(MESSAGES.anonymousOrderUncancellable);

    expect((await putOrder(admin.client, lease.order_id)).status).toBe(404);
    // A number names the order in the lists' search, not in this call.
    expect((await putOrder(admin.client, pending.phone_number)).status).toBe(404);
    expect((await putOrder(admin.client, 'x'.repeat(3_000))).status).toBe(404);
    const unknown = await putOrder(admin.client, 'no-such-order');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(MESSAGES.orderNotFound);
    for (const body of [
      {},
      { status: 'cancelled' },
      { action: 'cancel' },
      { action: 'cancel', reason: ' ' },
      { ...CANCEL, refund: false },
    ]) {
      expect((await putOrder(admin.client, pending.order_id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await putOrder(client, pending.order_id)).status).toBe(403);
    expect((await putOrder(new Client(), pending.order_id)).status).toBe(401);

    expect(await balanceAndLedger(table, user.id)).toEqual(before);
    const statuses = (await client.get('/users/orders.php')).body.orders.map(
      (order: { status: string }) => order.status,
    );
    expect(statuses.sort()).toEqual(['completed', 'pending']);
    expect((await admin.client.get(`/admin/orders.php?search=${anonymousOrder.id}`)).body.orders[0].status).toBe(
      anonymousOrder.status,
    );
  });
});

describe("an admin's cancel of a lease", () => {
  it('ends an active lease at once without refund: its number is destroyed and forwards nothing more', async () => {
    const { client, email, user } = await fundedMember(table, 5_000, 'admin-lease');
    const lease = (await client.post('/users/leases.php', LEASE_WHATSAPP)).body;
    const before = await balanceAndLedger(table, user.id);

    const reply = await putLease(admin.client, lease.order_id);
    expect(reply.status).toBe(200);
    expect(updateLeaseResponse.parse(reply.body).lease).toMatchObject({
      id: lease.order_id,
      user_email: email,
      status: 'cancelled',
      phone_number: lease.phone_number,
      price_cents: 1499,
    });
    const listed = await admin.client.get(`/admin/leases.php?search=${lease.order_id}`);
    expect(listed.body.leases).toEqual([reply.body.lease]);
    expect(await balanceAndLedger(table, user.id)).toEqual(before);
    expect(await stock.numbers.find(lease.phone_number)).toMatchObject({ status: 'destroyed' });

    const sms = signedSms(lease.phone_number, 'Telegram code: 55217', 'Telegram');
    expect((await sms.post()).status).toBe(200);
    await deliveriesDone(inject('dataDir'));
    expect((await client.get('/users/leases.php')).body.leases[0]).toMatchObject({
      status: 'cancelled',
      message_count: 0,
    });
    expect((await mailTo(email)).filter((mail) => mail.subject.includes('55217'))).toEqual([]);

    const again = await putLease(admin.client, lease.order_id);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(MESSAGES.leaseNotActive);
  });

  it('refuses an order id, an unknown id and a wrong status, and a member or visitor, ending nothing', async () => {
    const { client } = await fundedMember(table, 5_000, 'admin-lease-refused');
    const lease = (await client.post('/users/leases.php', LEASE_WHATSAPP)).body;
    const order = (await client.post('/users/orders.php', WHATSAPP)).body;

    expect((await putLease(admin.client, order.order_id)).status).toBe(404);
    expect((await putLease(admin.client, 'x'.repeat(3_000))).status).toBe(404);
    const unknown = await putLease(admin.client, 'no-such-lease');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(MESSAGES.leaseNotFound);
    for (const body of [
      {},
      { status: 'cancelled' },
      { action: 'expire', reason: 'x' },
      { ...CANCEL, extra: 1 },
      { action: 'resend', reason: 'x' },
    ]) {
      expect((await putLease(admin.client, lease.order_id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await putLease(client, lease.order_id)).status).toBe(403);
    expect((await putLease(new Client(), lease.order_id)).status).toBe(401);

    expect((await client.get('/users/leases.php')).body.leases[0]).toMatchObject({
      id: lease.order_id,
      status: 'active',
    });
    expect(await stock.numbers.find(lease.phone_number)).toMatchObject({ status: 'allocated' });
  });
});
