import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createAuditTrail } from '../../functions/adapters/dynamo/audit-repository.js';
import { createWalletRepository } from '../../functions/adapters/dynamo/wallet-repository.js';
import { ACCOUNT_DISABLED } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { adminApiKeysResponse, memberAccountResponse } from '../../shared/schemas/operations.js';
import { registeredAdmin } from '../support/admin.js';
import { developer } from '../support/api-keys.js';
import { Client } from '../support/http.js';
import { runOps } from '../support/ops.js';
import { openPushSocket } from '../support/push-socket.js';
import { balanceAndLedger } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();
const trail = createAuditTrail(table);
const wallet = createWalletRepository(table);
const WHATSAPP_LEASE = { service_id: 1, service_name: 'WhatsApp', price_cents: 1499 };

let admin: Awaited<ReturnType<typeof registeredAdmin>>;
beforeAll(async () => {
  admin = await registeredAdmin(table);
});

const entriesAbout = async (subject: string) =>
  (await trail.list({ action: null, operator: null, subject }, { limit: 50, cursor: null })).items;

async function smsActivate(key: string, action: string): Promise<string> {
  const response = await fetch(`${inject('siteUrl')}/stubs/handler_api.php?api_key=${key}&action=${action}`);
  return response.text();
}

describe('a switched-off account (docs/decisions/059)', () => {
  it('is refused on every area at once: web sessions, sign-in, /api/v1, the sms-activate protocol and the socket', async () => {
    const dev = await developer(table, 5_000, 'switch-off-everywhere');
    const lease = (await dev.client.post('/users/leases.php', WHATSAPP_LEASE)).body.order_id as string;
    const socket = await openPushSocket(`lease=${lease}`, { client: dev.client });
    await socket.close();
    expect(await smsActivate(dev.key, 'getBalance')).toMatch(/^ACCESS_BALANCE:/);

    const off = await admin.client.put(`/admin/users/${dev.user.id}.php`, { is_active: false, reason: 'Card fraud' });
    expect(off.status).toBe(200);
    expect(off.body.user.is_active).toBe(false);

    expect((await dev.client.get('/users/profile.php')).status).toBe(401);
    const signIn = await new Client().post('/auth/login.php', { email: dev.email, password: dev.password });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toMatchObject({ success: false, code: ACCOUNT_DISABLED, error: MESSAGES.accountDisabled });
    const api = await dev.api('GET', '/balance');
    expect(api.status).toBe(403);
    expect(api.body.error.code).toBe('ACCOUNT_DISABLED');
    expect(await smsActivate(dev.key, 'getBalance')).toBe('BAD_KEY');
    await expect(openPushSocket(`lease=${lease}`, { client: dev.client })).rejects.toThrow('refused 403');

    // The wallet and records are kept.
    const account = memberAccountResponse.parse((await admin.client.get(`/admin/users/${dev.user.id}.php`)).body);
    expect(account.account.user.wallet_balance).toBe(5_000 - 1499);
    expect(account.account.leases.map((kept) => kept.id)).toEqual([lease]);
    expect(account.account.api_keys).toHaveLength(1);

    const [entry] = await entriesAbout(`user:${dev.user.id}`);
    expect(entry).toMatchObject({
      action: 'user_disable',
      reason: 'Card fraud',
      before: { is_active: true },
      after: { is_active: false },
      operator: { email: admin.email },
    });
    expect(entry!.operator.ip).toBeTruthy();

    expect(
      (await admin.client.put(`/admin/users/${dev.user.id}.php`, { is_active: true, reason: 'Cleared' })).status,
    ).toBe(200);
    expect((await dev.api('GET', '/balance')).status).toBe(200);
    expect((await new Client().post('/auth/login.php', { email: dev.email, password: dev.password })).status).toBe(200);
  });

  it('needs a reason', async () => {
    const dev = await developer(table, 0, 'switch-off-reason');
    const refused = await admin.client.put(`/admin/users/${dev.user.id}.php`, { is_active: false });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toHaveProperty('reason');
    expect((await dev.api('GET', '/balance')).status).toBe(200);
  });
});

describe('a wallet adjustment (docs/decisions/059)', () => {
  it('is a ledger entry of kind adjustment written with its trail entry, or neither', async () => {
    const dev = await developer(table, 1_000, 'adjust');
    const path = `/admin/users/${dev.user.id}/wallet.php`;
    const credit = await admin.client.post(path, { amount_cents: 250, reason: 'Goodwill' });
    expect(credit.status).toBe(200);
    expect(credit.body.user.wallet_balance).toBe(1_250);

    const below = await admin.client.post(path, { amount_cents: -1_251, reason: 'Chargeback' });
    expect(below.status).toBe(402);
    expect(below.body.error).toBe(MESSAGES.adjustmentBelowZero(1_250));
    const debit = await admin.client.post(path, { amount_cents: -1_250, reason: 'Chargeback' });
    expect(debit.body.user.wallet_balance).toBe(0);

    const { balance, ledger } = await balanceAndLedger(table, dev.user.id);
    expect(balance).toBe(0);
    expect(ledger).toBe(0);
    const adjustments = (await wallet.transactions(dev.user.id)).filter((entry) => entry.kind === 'adjustment');
    expect(adjustments.map((entry) => [entry.amountCents, entry.type])).toEqual([
      [-1_250, 'purchase'],
      [250, 'deposit'],
    ]);
    const entries = await entriesAbout(`user:${dev.user.id}`);
    expect(entries.map((entry) => [entry.action, entry.after?.amount_cents, entry.reason])).toEqual([
      ['wallet_adjust', -1_250, 'Chargeback'],
      ['wallet_adjust', 250, 'Goodwill'],
    ]);
    // The member's list shows the amount moved, typed as it moved.
    const listed = (await dev.client.get('/users/wallet-transactions.php')).body.transactions;
    expect(listed.slice(0, 2).map((entry: any) => [entry.type, entry.amount])).toEqual([
      ['purchase', 1_250],
      ['deposit', 250],
    ]);

    expect((await admin.client.post(path, { amount_cents: 0, reason: 'x' })).status).toBe(400);
    expect((await admin.client.post(path, { amount_cents: 1.5, reason: 'x' })).status).toBe(400);
    expect((await admin.client.post('/admin/users/nobody/wallet.php', { amount_cents: 5, reason: 'x' })).status).toBe(
      404,
    );

    const checked = await runOps(['ledger:check']);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
  });
});

describe('API keys on the operations desk (docs/decisions/059)', () => {
  it('lists every key by prefix, revokes one (refused whatever its member sets) and restores it', async () => {
    const dev = await developer(table, 1_000, 'desk-keys');
    const prefix = dev.key.slice(0, 20);
    const listed = adminApiKeysResponse.parse((await admin.client.get(`/admin/api-keys.php?prefix=${prefix}`)).body);
    expect(listed.api_keys).toEqual([
      expect.objectContaining({
        id: dev.keyId,
        prefix,
        owner_email: dev.email,
        revocation: 'active',
        plan: 'developer',
      }),
    ]);
    const byWholeKey = adminApiKeysResponse.parse(
      (await admin.client.get(`/admin/api-keys.php?prefix=${dev.key}`)).body,
    );
    expect(byWholeKey.api_keys.map((key) => key.id)).toEqual([dev.keyId]);

    const revoked = await admin.client.put(`/admin/api-keys/${dev.keyId}.php`, { status: 'revoked', reason: 'Leaked' });
    expect(revoked.body.api_key.revocation).toBe('revoked');
    const refused = await dev.api('GET', '/balance');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MESSAGES.apiKeyRevoked);
    expect(await smsActivate(dev.key, 'getBalance')).toBe('BAD_KEY');
    await dev.client.put(`/users/api-keys.php?id=${dev.keyId}`, { status: 'active' });
    expect((await dev.api('GET', '/balance')).status).toBe(403);

    await admin.client.put(`/admin/api-keys/${dev.keyId}.php`, { status: 'active', reason: 'Rotated' });
    expect((await dev.api('GET', '/balance')).status).toBe(200);
    expect((await entriesAbout(`api_key:${dev.keyId}`)).map((entry) => entry.action)).toEqual([
      'key_restore',
      'key_revoke',
    ]);
  });
});

describe('the operator commands (docs/decisions/059)', () => {
  it('switch off and on, adjust a wallet and revoke a key, each in the trail under --by', async () => {
    const dev = await developer(table, 500, 'ops-desk-commands');
    const ops = (...args: string[]) => runOps([...args, '--by', 'Dana']);
    expect((await ops('user:disable', dev.email, 'Abuse', 'report')).code).toBe(0);
    expect((await dev.api('GET', '/balance')).body.error.code).toBe('ACCOUNT_DISABLED');
    expect((await ops('user:enable', dev.email)).code).toBe(0);
    const adjusted = await ops('wallet:adjust', dev.email, '-2.50', 'Refund', 'reversed');
    expect(adjusted.stdout).toContain('$2.50');
    expect((await balanceAndLedger(table, dev.user.id)).balance).toBe(250);
    const overdrawn = await ops('wallet:adjust', dev.email, '-5', 'Too', 'much');
    expect(overdrawn.code).not.toBe(0);
    expect((await ops('key:revoke', dev.key.slice(0, 20))).code).toBe(0);
    expect((await dev.api('GET', '/balance')).status).toBe(403);

    const byDana = (await trail.list({ action: null, operator: 'Dana', subject: null }, { limit: 50, cursor: null }))
      .items;
    expect(byDana.map((entry) => [entry.action, entry.reason])).toEqual([
      ['key_revoke', 'Revoked'],
      ['wallet_adjust', 'Refund reversed'],
      ['user_enable', 'Switched on again'],
      ['user_disable', 'Abuse report'],
    ]);
    expect(byDana.every((entry) => entry.operator.ip === null)).toBe(true);
  });
});
