import { describe, expect, inject, it } from 'vitest';
import { createApiKeyRepository } from '../../functions/adapters/dynamo/api-key-repository.js';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { countApiKeyRequest, findApiKey } from '../../functions/domain/api-keys/api-key-usage.js';
import { API_KEY_MONTHLY_QUOTA, API_KEY_PERIOD_DAYS } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { createKey as create, keyJobAt, listKeys as list } from '../support/api-keys.js';
import { balanceAndLedger, fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';

// The renewal job's runs at chosen times are in test/integration/clock/api-key-renewal.test.ts: they act on every key.
const table: TableClient = localTable();
const siteUrl: string = inject('siteUrl');

const DAY = 86_400_000;
const FEE = 2_900;
const member = (cents: number, label = 'keys') => fundedMember(table, cents, label, siteUrl);
const jobAt = (time: number) => keyJobAt(table, time, siteUrl);

describe('API keys', () => {
  it('creates a key for $29 from the wallet, shows it in full once and its first 20 characters afterwards', async () => {
    const { client, user } = await member(5_000);
    const reply = await create(client, 'My integration');
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe(MESSAGES.apiKeyCreated);
    const { id, key, name, created_at } = reply.body.api_key;
    expect(key).toMatch(/^uks_live_[0-9A-Za-z]{32}$/);
    expect(name).toBe('My integration');

    const [listed] = await list(client);
    expect(listed).toEqual({
      id,
      name: 'My integration',
      key: key.slice(0, 20),
      status: 'active',
      created_at,
      last_used: 'Never',
      requests: 0,
      plan: 'Developer',
      subscription_status: 'active',
      next_billing: new Date(Date.parse(created_at) + API_KEY_PERIOD_DAYS * DAY).toISOString(),
      webhook_url: null,
      webhook_format: 'standard',
    });
    expect(JSON.stringify(await list(client))).not.toContain(key);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 5_000 - FEE, ledger: 5_000 - FEE });
    const ledger = (await client.get('/users/wallet-transactions.php')).body.transactions;
    expect(ledger[0]).toMatchObject({ type: 'purchase', amount_cents: FEE, description: 'API key: My integration' });
    expect((await client.get('/users/profile.php')).body.user.api_key).toBe(key.slice(0, 20));
    const renamed = await client.put('/users/profile.php', { name: 'Renamed' });
    expect(renamed.body.user).toMatchObject({ name: 'Renamed', api_key: key.slice(0, 20) });

    // The public API finds the key by its hash and counts its calls.
    const found = await findApiKey(jobAt(Date.now()), key);
    expect(found).toMatchObject({ id, userId: user.id, status: 'active' });
    // One character changed (a key may itself end in x).
    expect(await findApiKey(jobAt(Date.now()), `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`)).toBeNull();
  });

  it('refuses a key when the wallet is short, with 402 and nothing debited', async () => {
    const { client, user } = await member(FEE - 1);
    const reply = await create(client);
    expect(reply.status).toBe(402);
    expect(reply.body.error).toBe(MESSAGES.insufficientBalance);
    expect(await list(client)).toEqual([]);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: FEE - 1, ledger: FEE - 1 });
  });

  it('refuses an empty or too long name and any other plan, with 400 and nothing changed', async () => {
    const { client, user } = await member(FEE);
    for (const body of [
      { name: '', plan: 'developer' },
      { name: '   ', plan: 'developer' },
      { plan: 'developer' },
      { name: 'x'.repeat(65), plan: 'developer' },
      { name: 'Key', plan: 'enterprise' },
      { name: 'Key', plan: 'developer', extra: 1 },
    ]) {
      const reply = await client.post('/users/api-keys.php', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    expect((await client.post('/users/api-keys.php', { name: ' ', plan: 'developer' })).body.error).toBe(
      MESSAGES.enterApiKeyName,
    );
    expect((await create(client, 'x'.repeat(64))).status).toBe(201);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('refuses an 11th key with 400', async () => {
    const { client, user } = await member(11 * FEE);
    for (let i = 1; i <= 10; i += 1) expect((await create(client, `Key ${i}`)).status).toBe(201);
    const eleventh = await create(client, 'Key 11');
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.error).toBe(MESSAGES.apiKeyLimit);
    expect(await list(client)).toHaveLength(10);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: FEE, ledger: FEE });
  });

  it('makes one key and one 402 from two creations at once with money for one', async () => {
    const { client, user } = await member(FEE);
    const replies = await Promise.all([create(client, 'First'), create(client, 'Second')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 402]);
    expect(await list(client)).toHaveLength(1);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('keeps to 10 keys when many creations race', async () => {
    const { client, user } = await member(14 * FEE);
    for (let i = 1; i <= 5; i += 1) expect((await create(client, `Key ${i}`)).status).toBe(201);
    // Nine at once, fewer than the password checks one browser may have in flight (each reserves a failure first).
    const replies = await Promise.all(Array.from({ length: 9 }, (_, i) => create(client, `Race ${i}`)));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(5);
    expect(replies.filter((reply) => reply.status !== 201).every((reply) => reply.status === 400)).toBe(true);
    expect(await list(client)).toHaveLength(10);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 4 * FEE, ledger: 4 * FEE });
  });

  it('disables and enables a key, and the profile shows the newest active one', async () => {
    const { client } = await member(2 * FEE);
    const older = (await create(client, 'Older')).body.api_key;
    const newer = (await create(client, 'Newer')).body.api_key;
    const profileKey = async () => (await client.get('/users/profile.php')).body.user.api_key;
    expect(await profileKey()).toBe(newer.key.slice(0, 20));

    const disabled = await client.put(`/users/api-keys.php?id=${newer.id}`, { status: 'inactive' });
    expect(disabled.status).toBe(200);
    expect((await list(client)).find((key) => key.id === newer.id)?.status).toBe('inactive');
    expect((await findApiKey(jobAt(Date.now()), newer.key))?.status).toBe('inactive');
    expect(await profileKey()).toBe(older.key.slice(0, 20));
    expect((await client.get('/auth/me.php')).body.user.api_key).toBe(older.key.slice(0, 20));

    await client.put(`/users/api-keys.php?id=${older.id}`, { status: 'inactive' });
    expect(await profileKey()).toBeNull();
    expect((await client.put(`/users/api-keys.php?id=${newer.id}`, { status: 'active' })).status).toBe(200);
    expect(await profileKey()).toBe(newer.key.slice(0, 20));

    for (const body of [{ status: 'paused' }, {}, { status: 'active', name: 'x' }]) {
      expect((await client.put(`/users/api-keys.php?id=${newer.id}`, body)).status).toBe(400);
    }
    expect((await client.put('/users/api-keys.php', { status: 'inactive' })).status).toBe(400);
    expect((await list(client)).find((key) => key.id === newer.id)?.status).toBe('active');
  });

  it('deletes a key at once with no refund; the key is no longer found', async () => {
    const { client, user } = await member(FEE);
    const created = (await create(client)).body.api_key;
    const reply = await client.delete(`/users/api-keys.php?id=${created.id}`);
    expect(reply.status).toBe(200);
    expect(await list(client)).toEqual([]);
    expect(await findApiKey(jobAt(Date.now()), created.key)).toBeNull();
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 0, ledger: 0 });
    expect((await client.delete(`/users/api-keys.php?id=${created.id}`)).status).toBe(404);
    expect((await client.get('/users/profile.php')).body.user.api_key).toBeNull();
  });

  it("answers 404 to another member's key, whatever the method, and changes nothing", async () => {
    const owner = await member(FEE, 'owner');
    const created = (await create(owner.client)).body.api_key;
    const other = await member(0, 'other');
    const path = `/users/api-keys.php?id=${created.id}`;
    expect((await other.client.put(path, { status: 'inactive' })).status).toBe(404);
    expect((await other.client.delete(path)).status).toBe(404);
    expect((await other.client.put('/users/api-keys.php?id=nope', { status: 'inactive' })).status).toBe(404);
    expect(await list(other.client)).toEqual([]);
    expect(await list(owner.client)).toMatchObject([{ id: created.id, status: 'active' }]);
  });

  it('asks for a login', async () => {
    const { client } = await member(0);
    await client.post('/auth/logout.php');
    expect((await client.get('/users/api-keys.php')).status).toBe(401);
    expect((await create(client)).status).toBe(401);
  });

  it('counts calls up to the quota and records when the key was last used', async () => {
    const { client } = await member(FEE);
    const created = (await create(client)).body.api_key;
    const deps = jobAt(Date.parse('2030-01-01T00:00:00.000Z'));
    const key = (await findApiKey(deps, created.key))!;
    const counted = await Promise.all(Array.from({ length: 5 }, () => countApiKeyRequest(deps, key)));
    expect(counted.every((result) => typeof result === 'object')).toBe(true);
    expect((await list(client))[0]).toMatchObject({ requests: 5, last_used: '2030-01-01T00:00:00.000Z' });

    // At the quota, a call is refused and not counted.
    const raw = createApiKeyRepository(table);
    for (let i = 5; i < API_KEY_MONTHLY_QUOTA; i += 1) await raw.countRequest(key, API_KEY_MONTHLY_QUOTA, new Date());
    expect(await countApiKeyRequest(deps, key)).toBe('quotaExceeded');
    expect((await list(client))[0]!.requests).toBe(API_KEY_MONTHLY_QUOTA);

    await client.delete(`/users/api-keys.php?id=${created.id}`);
    expect(await countApiKeyRequest(deps, key)).toBe('gone');
  });
});
