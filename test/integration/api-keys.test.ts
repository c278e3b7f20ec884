import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { createApiKeyRepository } from '../../functions/adapters/dynamo/api-key-repository.js';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { userKey } from '../../functions/adapters/dynamo/user-entity.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { createWalletRepository } from '../../functions/adapters/dynamo/wallet-repository.js';
import { countApiKeyRequest, findApiKey } from '../../functions/domain/api-keys/api-key-usage.js';
import { renewDueApiKeys } from '../../functions/domain/api-keys/renew-due-api-keys.js';
import { API_KEY_MONTHLY_QUOTA, API_KEY_PERIOD_DAYS, API_KEY_RENEWAL_RETRY_HOURS } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import type { Client } from '../support/http.js';
import { eventually, payAtSimulator } from '../support/payments.js';
import { stackEvents } from '../support/outbox.js';
import { mailTo } from '../support/sms.js';
import { balanceAndLedger, fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';

// The renewal job runs here at chosen times on the suite's stack: it acts on API keys only, which no other suite makes.
const table: TableClient = localTable();
const siteUrl: string = inject('siteUrl');

const DAY = 86_400_000;
const FEE = 2_900;
const member = (cents: number, label = 'keys') => fundedMember(table, cents, label, siteUrl);
const create = (client: Client, name = 'Main API Key') =>
  client.post('/users/api-keys.php', { name, plan: 'developer' });
const list = async (client: Client) => (await client.get('/users/api-keys.php')).body.api_keys as Record<string, any>[];
/** The job's dependencies on the stack's table, with a clock set to `time`; its emails go out through the stack. */
function jobAt(time: number) {
  return {
    clock: { now: () => new Date(time) },
    users: createUserRepository(table),
    apiKeys: createApiKeyRepository(table),
    events: stackEvents(),
    publicUrl: siteUrl,
  };
}

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
    const replies = await Promise.all(Array.from({ length: 14 }, (_, i) => create(client, `Race ${i}`)));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(10);
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

describe('the API key renewal job, at a chosen time', () => {
  it('renews a due key: $29 taken, 30 more days, the count back to 0; a second run takes nothing', async () => {
    const { client, user } = await member(2 * FEE);
    const created = (await create(client)).body.api_key;
    const deps = jobAt(Date.now());
    await countApiKeyRequest(deps, (await findApiKey(deps, created.key))!);
    const due = Date.parse((await list(client))[0]!.next_billing);

    await renewDueApiKeys(jobAt(due - 60_000));
    expect((await list(client))[0]!.next_billing).toBe(new Date(due).toISOString());

    const [first, second] = await Promise.all([
      renewDueApiKeys(jobAt(due + 1_000)),
      renewDueApiKeys(jobAt(due + 1_000)),
    ]);
    expect(first! + second!).toBeGreaterThanOrEqual(1);
    expect((await list(client))[0]).toMatchObject({
      subscription_status: 'active',
      requests: 0,
      next_billing: new Date(due + API_KEY_PERIOD_DAYS * DAY).toISOString(),
    });
    await renewDueApiKeys(jobAt(due + 2_000));
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 0, ledger: 0 });
    const ledger = (await client.get('/users/wallet-transactions.php')).body.transactions;
    expect(ledger.filter((t: { type: string }) => t.type === 'purchase')).toHaveLength(2);
  });

  it('suspends a key when the balance is short, retries every 24 hours, and a successful renewal revives it', async () => {
    const { client, user } = await member(FEE);
    await create(client);
    const due = Date.parse((await list(client))[0]!.next_billing);

    await renewDueApiKeys(jobAt(due + 1_000));
    expect((await list(client))[0]).toMatchObject({ subscription_status: 'suspended', status: 'active' });
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 0, ledger: 0 });

    // Money arrives outside a top-up (the retry is what renews it here): nothing happens before the 24 hours.
    await createWalletCredit(user.id, FEE);
    const retry = due + 1_000 + API_KEY_RENEWAL_RETRY_HOURS * 3_600_000;
    await renewDueApiKeys(jobAt(retry - 60_000));
    expect((await list(client))[0]!.subscription_status).toBe('suspended');
    await renewDueApiKeys(jobAt(retry + 1_000));
    expect((await list(client))[0]).toMatchObject({
      subscription_status: 'active',
      next_billing: new Date(retry + 1_000 + API_KEY_PERIOD_DAYS * DAY).toISOString(),
    });
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('revives a suspended key right after a top-up is credited', async () => {
    const { client, user } = await member(FEE);
    await create(client);
    const due = Date.parse((await list(client))[0]!.next_billing);
    await renewDueApiKeys(jobAt(due + 1_000));
    expect((await list(client))[0]!.subscription_status).toBe('suspended');

    const payment = (
      await client.post('/users/coinpayments.php', { amount: 3_000, currency: 'USD', crypto_currency: 'BTC' })
    ).body;
    await payAtSimulator(payment.payment_url, 'pay');
    const revived = await eventually(
      async () => (await list(client))[0]!,
      (key) => key.subscription_status === 'active',
    );
    expect(revived.subscription_status).toBe('active');
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 3_000 - FEE, ledger: 3_000 - FEE });
  });

  it('mails one payment reminder 3 days before renewal while the balance is short, if the member takes them', async () => {
    const { client, email } = await member(FEE);
    await create(client, 'Reminded');
    const optedOut = await member(FEE, 'optout');
    await create(optedOut.client, 'Silent');
    await table.doc.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: userKey(optedOut.user.id),
        UpdateExpression: 'SET notifications = :settings',
        ExpressionAttributeValues: { ':settings': { payment_reminders: false } },
      }),
    );
    const funded = await member(2 * FEE, 'funded');
    await create(funded.client, 'Paid');

    const latest = Math.max(
      ...(await Promise.all(
        [client, optedOut.client, funded.client].map(async (c) => Date.parse((await list(c))[0]!.next_billing)),
      )),
    );
    const at = latest - 3 * DAY + 1_000;
    await Promise.all([renewDueApiKeys(jobAt(at)), renewDueApiKeys(jobAt(at))]);
    await renewDueApiKeys(jobAt(at + 60_000));
    const reminded = await eventually(
      () => mailTo(email),
      (mails) => mails.length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailTo(email)).map((mail) => mail.body.text.match(/"(\w+)"/)?.[1])).toEqual(['Reminded']);
    expect(reminded[0]!.subject).toContain('renews in 3 days');
    expect(await mailTo(optedOut.email)).toEqual([]);
    expect(await mailTo(funded.email)).toEqual([]);
  });
});

/** Money credited to the wallet by the ledger directly (not a top-up, so no event revives the key). */
async function createWalletCredit(userId: string, cents: number) {
  await createWalletRepository(table).apply(
    [{ userId, kind: 'top_up', amountCents: cents, description: 'Test credit', reference: `test-credit:${userId}` }],
    new Date(),
  );
}
