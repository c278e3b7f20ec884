import { describe, expect, inject, it } from 'vitest';
import { createApiKeyRepository } from '../../functions/adapters/dynamo/api-key-repository.js';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { createWalletRepository } from '../../functions/adapters/dynamo/wallet-repository.js';
import { hashApiKey } from '../../functions/domain/api-keys/api-key.js';
import { userOwner } from '../../functions/domain/stock/owner.js';
import { MESSAGES } from '../../shared/messages.js';
import { NOTIFICATION_DEFAULTS } from '../../shared/schemas/notification-settings.js';
import { createKey } from '../support/api-keys.js';
import { Client, register, registeredMember } from '../support/http.js';
import { balance, eventually, payAtSimulator, startTopUp } from '../support/payments.js';
import { deliveriesDone } from '../support/running-stack.js';
import { CONFIRM_SUBJECT } from '../support/confirm-email.js';
import { mailTo, signedSms } from '../support/sms.js';
import { balanceAndLedger, fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 1499 };

describe('changing the password', () => {
  it('refuses a wrong current password with 400 on that field and keeps the old password', async () => {
    const { client, email, password } = await registeredMember('pw-wrong');
    const reply = await client.post('/users/update-password.php', {
      current_password: 'not my password',
      new_password: 'brand new secret',
      confirm_password: 'brand new secret',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, error: MESSAGES.currentPasswordIncorrect });
    expect(reply.body.details).toHaveProperty('current_password');
    expect((await new Client().post('/auth/login.php', { email, password })).status).toBe(200);
  });

  it("refuses the spec's cases with its messages: no current password, new ones that differ, a short one", async () => {
    const { client, email, password } = await registeredMember('pw-rules');
    const cases = [
      [
        { current_password: '', new_password: 'long enough 1', confirm_password: 'long enough 1' },
        MESSAGES.enterCurrentPassword,
      ],
      [
        { current_password: password, new_password: 'long enough 1', confirm_password: 'long enough 2' },
        MESSAGES.newPasswordsDoNotMatch,
      ],
      [{ current_password: password, new_password: 'short', confirm_password: 'short' }, MESSAGES.newPasswordTooShort],
      [{ current_password: password, new_password: 12345678, confirm_password: 12345678 }, 'Expected text'],
    ] as const;
    for (const [body, message] of cases) {
      const reply = await client.post('/users/update-password.php', body);
      expect(reply.status, message).toBe(400);
      expect(reply.body.error).toBe(message);
    }
    expect((await new Client().post('/auth/login.php', { email, password })).status).toBe(200);
  });

  it('changes it: other sessions end, this one stays, and the new password logs in', async () => {
    const { client: here, email, password } = await registeredMember('pw-change');
    const elsewhere = new Client();
    expect((await elsewhere.post('/auth/login.php', { email, password })).status).toBe(200);

    const reply = await here.post('/users/update-password.php', {
      current_password: password,
      new_password: 'brand new secret',
      confirm_password: 'brand new secret',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: MESSAGES.passwordChanged });

    expect((await here.get('/users/profile.php')).status).toBe(200);
    expect((await elsewhere.get('/users/profile.php')).status).toBe(401);
    expect((await new Client().post('/auth/login.php', { email, password })).status).toBe(401);
    expect((await new Client().post('/auth/login.php', { email, password: 'brand new secret' })).status).toBe(200);
  });

  it('needs a session', async () => {
    const reply = await new Client().post('/users/update-password.php', {
      current_password: 'whatever1',
      new_password: 'brand new secret',
      confirm_password: 'brand new secret',
    });
    expect(reply.status).toBe(401);
  });
});

describe('notification settings', () => {
  it('start at the defaults: everything on except SMS', async () => {
    const { client } = await registeredMember('settings-default');
    const reply = await client.get('/users/notification-settings.php');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, settings: NOTIFICATION_DEFAULTS });
    expect(NOTIFICATION_DEFAULTS).toEqual({
      email: true,
      sms: false,
      push: true,
      order_updates: true,
      lease_expiry: true,
      payment_reminders: true,
    });
  });

  it('take any subset of the six, keep the rest, and answer all six', async () => {
    const { client } = await registeredMember('settings-subset');
    const first = await client.put('/users/notification-settings.php', { order_updates: false, sms: false });
    expect(first.status).toBe(200);
    expect(first.body.settings).toEqual({ ...NOTIFICATION_DEFAULTS, order_updates: false });
    const second = await client.put('/users/notification-settings.php', { lease_expiry: false });
    expect(second.body.settings).toEqual({ ...NOTIFICATION_DEFAULTS, order_updates: false, lease_expiry: false });
    expect((await client.get('/users/notification-settings.php')).body.settings).toEqual(second.body.settings);
  });

  it('refuse SMS notifications for an account with no phone number with 400, changing nothing', async () => {
    const { client } = await registeredMember('settings-sms');
    const before = await client.put('/users/notification-settings.php', { push: false });
    expect(before.status).toBe(200);
    const reply = await client.put('/users/notification-settings.php', {
      sms: true,
      email: false,
      lease_expiry: false,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      success: false,
      error: MESSAGES.smsNeedsPhone,
      details: { sms: MESSAGES.smsNeedsPhone },
    });
    // Nothing else sent with it was kept either.
    expect((await client.get('/users/notification-settings.php')).body.settings).toEqual({
      ...NOTIFICATION_DEFAULTS,
      push: false,
      sms: false,
    });
  });

  it('refuse wrong types and unknown names with 400, changing nothing', async () => {
    const { client } = await registeredMember('settings-bad');
    for (const body of [{ email: 'false' }, { email: false, push: 1 }, { newsletter: true }, [true], 'null']) {
      const reply = await client.put('/users/notification-settings.php', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.success).toBe(false);
    }
    expect((await client.get('/users/notification-settings.php')).body.settings).toEqual(NOTIFICATION_DEFAULTS);
    expect((await new Client().get('/users/notification-settings.php')).status).toBe(401);
  });
});

describe('deleting the account', () => {
  it("needs the typed DELETE: without it a 400 with the spec's message, and nothing changes", async () => {
    const { client, email, password } = await registeredMember('delete-unsure');
    for (const body of [undefined, {}, { confirm: 'delete', password }, { confirm: 'DELETE ', password }]) {
      const reply = await client.call('DELETE', '/users/delete-account.php', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error).toBe(MESSAGES.typeDelete);
    }
    expect((await client.get('/users/profile.php')).status).toBe(200);
    expect((await new Client().post('/auth/login.php', { email, password })).status).toBe(200);
  });

  it('ends every session, frees the email, forfeits the balance in the ledger, cancels leases and keeps the records', async () => {
    const { client, email, password, user } = await fundedMember(table, 8_000, 'leaver');
    const elsewhere = new Client();
    expect((await elsewhere.post('/auth/login.php', { email, password })).status).toBe(200);
    const order = (await client.post('/users/orders.php', { ...WHATSAPP, price_cents: 999 })).body;
    const lease = (await client.post('/users/leases.php', WHATSAPP)).body;
    expect(lease.success).toBe(true);
    const apiKey = (await createKey(client, 'Leaving', password)).body.api_key.key;
    expect(await createApiKeyRepository(table).findByHash(hashApiKey(apiKey))).not.toBeNull();
    await client.put('/users/notification-settings.php', { push: false });

    const reply = await client.call('DELETE', '/users/delete-account.php', { confirm: 'DELETE', password });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);

    // No session survives, and the old password no longer logs in.
    expect((await client.get('/users/profile.php')).status).toBe(401);
    expect((await elsewhere.get('/users/profile.php')).status).toBe(401);
    expect((await new Client().post('/auth/login.php', { email, password })).status).toBe(401);

    // The balance is gone through the ledger, which still sums to it.
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 0, ledger: 0 });
    // The lease is cancelled without refund and its number no longer forwards.
    const leases = await createStockRepositories(table).leases.list(userOwner(user.id));
    expect(leases.map((found) => found.status)).toEqual(['cancelled']);
    expect((await signedSms(lease.phone_number, 'Code 777888').post()).status).toBe(200);

    // The orders and ledger are kept, anonymised: the stored user names no one.
    const stored = await createUserRepository(table).findById(user.id);
    expect(stored).toMatchObject({ isActive: false, passwordHash: '', notifications: {} });
    expect(stored!.email).not.toContain(email.split('@')[0]);
    expect(stored!.name).not.toBe('leaver');
    const orders = await createStockRepositories(table).oneTimeOrders.list(userOwner(user.id));
    // The order still waiting for its code is cancelled without refund, so nothing is credited after deletion.
    expect(orders.map((found) => [found.id, found.status])).toEqual([[order.order_id, 'cancelled']]);
    const kinds = (await createWalletRepository(table).transactions(user.id)).map((entry) => entry.kind);
    expect(kinds.sort()).toEqual(['api_key', 'forfeit', 'lease', 'one_time', 'top_up']);
    // The API key is deleted: no call is accepted with it and no renewal takes anything.
    expect(await createApiKeyRepository(table).findByHash(hashApiKey(apiKey))).toBeNull();

    // The email can register again, as a new account with an empty wallet.
    const again = await register(new Client(), 'returner', email, 'another secret 1');
    expect(again.status).toBe(201);
    expect(again.body.user.id).not.toBe(user.id);
    expect(again.body.user.wallet_balance).toBe(0);
  });
});

describe('deleting the account twice at once', () => {
  it('forfeits the balance once: one deletion succeeds, the other finds the session ended, and ledger = balance = 0', async () => {
    const { client, user, password } = await fundedMember(table, 3_000, 'double-leaver');
    const replies = await Promise.all([
      client.call('DELETE', '/users/delete-account.php', { confirm: 'DELETE', password }),
      client.call('DELETE', '/users/delete-account.php', { confirm: 'DELETE', password }),
    ]);
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 401]).toContain(statuses[1]);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 0, ledger: 0 });
    const forfeits = (await createWalletRepository(table).transactions(user.id)).filter(
      (entry) => entry.kind === 'forfeit',
    );
    expect(forfeits.map((entry) => entry.amountCents)).toEqual([3_000]);
  });
});

describe('what the notification settings change', () => {
  async function creditedTopUp(client: Client) {
    await payAtSimulator((await startTopUp(client, 1_000)).payment_url, 'pay');
    expect(
      await eventually(
        () => balance(client),
        (cents) => cents >= 1_000,
      ),
    ).toBe(1_000);
  }

  it('mails a credited top-up to a member who takes order updates, and not to one who turned them off', async () => {
    const keen = await registeredMember('updates-on');
    await creditedTopUp(keen.client);
    const mails = await eventually(
      () => mailTo(keen.email),
      (found) => found.some((mail) => mail.subject === '$10.00 added to your wallet'),
    );
    expect(mails.filter((mail) => mail.subject === '$10.00 added to your wallet')).toHaveLength(1);

    for (const off of [{ order_updates: false }, { email: false }]) {
      const quiet = await registeredMember('updates-off');
      expect((await quiet.client.put('/users/notification-settings.php', off)).status).toBe(200);
      await creditedTopUp(quiet.client);
      await deliveriesDone(inject('dataDir'));
      // Only the confirmation link its registration sent (docs/decisions/053).
      expect(
        (await mailTo(quiet.email)).map((mail) => mail.subject),
        JSON.stringify(off),
      ).toEqual([CONFIRM_SUBJECT]);
    }
  });
});
