// The API key renewal job at chosen times (docs/decisions/018): it acts on every key of the table, so it runs on the
// clock project's stack, one file at a time (docs/decisions/049).

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import type { TableClient } from '../../../functions/adapters/dynamo/document-client.js';
import { userKey } from '../../../functions/adapters/dynamo/user-entity.js';
import { createWalletRepository } from '../../../functions/adapters/dynamo/wallet-repository.js';
import { countApiKeyRequest, findApiKey } from '../../../functions/domain/api-keys/api-key-usage.js';
import { renewDueApiKeys } from '../../../functions/domain/api-keys/renew-due-api-keys.js';
import { API_KEY_PERIOD_DAYS, API_KEY_RENEWAL_RETRY_HOURS } from '../../../shared/constants.js';
import { createKey as create, keyJobAt, listKeys as list } from '../../support/api-keys.js';
import { eventually, payAtSimulator } from '../../support/payments.js';
import { deliveriesDone } from '../../support/running-stack.js';
import { mailTo } from '../../support/sms.js';
import { balanceAndLedger, fundedMember } from '../../support/stock.js';
import { localTable } from '../../support/table.js';

const table: TableClient = localTable();

const DAY = 86_400_000;
const FEE = 2_900;
const member = (cents: number, label = 'keys') => fundedMember(table, cents, label);
const jobAt = (time: number) => keyJobAt(table, time);

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
    // Each new key's security alert came too (docs/decisions/050): the reminders are the mails about renewing.
    const reminders = async (address: string) =>
      (await mailTo(address)).filter((mail) => mail.subject.includes('renews in 3 days'));
    await eventually(
      () => reminders(email),
      (mails) => mails.length > 0,
    );
    await deliveriesDone(inject('dataDir'));
    expect((await reminders(email)).map((mail) => mail.body.text.match(/"(\w+)"/)?.[1])).toEqual(['Reminded']);
    expect(await reminders(optedOut.email)).toEqual([]);
    expect(await reminders(funded.email)).toEqual([]);
  });
});

/** Money credited to the wallet by the ledger directly (not a top-up, so no event revives the key). */
async function createWalletCredit(userId: string, cents: number) {
  await createWalletRepository(table).apply(
    [{ userId, kind: 'top_up', amountCents: cents, description: 'Test credit', reference: `test-credit:${userId}` }],
    new Date(),
  );
}
