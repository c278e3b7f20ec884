// The sms-activate protocol driven by a real third-party client, the `sms-activate` package from npm, pointed at our
// origin and otherwise unchanged (docs/decisions/030).

import {
  BadService,
  BannedUser,
  InvalidActivation,
  InvalidAPIKey,
  NoBalance,
  NoFreeNumbers,
} from 'sms-activate/lib/exceptions.js';
import { describe, expect, it } from 'vitest';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { API_KEY_MONTHLY_QUOTA } from '../../shared/constants.js';
import { developer, setKeyFields } from '../support/api-keys.js';
import { eventually } from '../support/payments.js';
import { signedSms } from '../support/sms.js';
import { smsActivateClient } from '../support/sms-activate.js';
import { balanceAndLedger } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();
const stock = createStockRepositories(table);

const client = (key: string, path?: string) => smsActivateClient(key, path);

/** The activation's code once the client reads one. */
const arrivedCode = (sms: ReturnType<typeof smsActivateClient>, id: number) =>
  eventually(
    () => sms.getCode(id),
    (code) => code !== null,
  );

describe('the sms-activate client from npm, pointed at our origin', () => {
  it('buys a UK activation, reads its code by numeric id, asks for another SMS with status 3 and finishes it', async () => {
    const dev = await developer(table, 11_500, 'npm-flow');
    const sms = client(dev.key);
    expect(await sms.getBalance()).toBe(115);
    const bought = await sms.getNumber('wa', 16);
    expect(Number.isSafeInteger(bought!.id) && bought!.id > 0).toBe(true);
    expect(String(bought!.number)).toMatch(/^44\d{10}$/);
    expect(await sms.getStatus(bought!.id)).toBe('STATUS_WAIT_CODE');
    expect(await sms.setStatus(bought!.id, 1)).toBe('ACCESS_READY');

    const phone = `+${bought!.number}`;
    expect((await signedSms(phone, 'WhatsApp code: 731-904', 'WhatsApp').post()).status).toBe(200);
    expect(await arrivedCode(sms, bought!.id)).toBe('731904');

    // Another SMS within the window: no charge, the number kept, the next code replacing this one.
    expect(await sms.setStatus(bought!.id, 3)).toBe('ACCESS_RETRY_GET');
    expect(await sms.getStatus(bought!.id)).toBe('STATUS_WAIT_RETRY');
    expect(await sms.getCode(bought!.id)).toBeNull();
    expect(await stock.numbers.find(phone)).toMatchObject({ status: 'allocated' });
    expect((await signedSms(phone, 'WhatsApp code: 555-102', 'WhatsApp').post()).status).toBe(200);
    expect(await arrivedCode(sms, bought!.id)).toBe('555102');
    const order = (await dev.client.get('/users/orders.php')).body.orders[0];
    expect(order).toMatchObject({ status: 'completed', verification_code: '555102' });

    expect(await sms.setStatus(bought!.id, 6)).toBe('ACCESS_ACTIVATION');
    expect(await stock.numbers.find(phone)).toMatchObject({ status: 'destroyed' });
    await expect(sms.setStatus(bought!.id, 3)).rejects.toThrow(/Bad status/);
    await expect(sms.setStatus(bought!.id, 8)).rejects.toThrow(/Bad status/);
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 11_500 - 999, ledger: 11_500 - 999 });
    // Only the purchase counted against the key's 1,000: every read was free.
    expect((await dev.listed()).requests).toBe(1);
  });

  it('cancels with status 8 and refunds at once, through the path without .php too', async () => {
    const dev = await developer(table, 2_000, 'npm-cancel');
    const sms = client(dev.key, '/stubs/handler_api');
    const bought = await sms.getNumber('tg', 16);
    expect(await sms.setStatus(bought!.id, 8)).toBe('ACCESS_CANCEL');
    expect(await sms.getStatus(bought!.id)).toBe('STATUS_CANCEL');
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
  });

  it('throws the error each refusal word stands for, and charges nothing', async () => {
    const dev = await developer(table, 500, 'npm-errors');
    const other = await developer(table, 2_000, 'npm-other');
    const theirs = await client(other.key).getNumber('ds', 16);
    const sms = client(dev.key);
    await expect(sms.getNumber('zz', 16)).rejects.toBeInstanceOf(BadService);
    await expect(sms.getNumber('wa', 16)).rejects.toBeInstanceOf(NoBalance);
    await expect(sms.getNumber('wa', 0)).rejects.toBeInstanceOf(NoFreeNumbers);
    await expect(sms.getStatus(theirs!.id)).rejects.toBeInstanceOf(InvalidActivation);
    await expect(sms.setStatus(theirs!.id, 8)).rejects.toBeInstanceOf(InvalidActivation);
    await expect(client('uks_live_unknown').getBalance()).rejects.toBeInstanceOf(InvalidAPIKey);
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 500, ledger: 500 });
    expect(await client(other.key).getStatus(theirs!.id)).toBe('STATUS_WAIT_CODE');

    // A key whose period's purchases are used up is banned until the period ends: an error, not "no code yet".
    const paid = await balanceAndLedger(table, other.user.id);
    await setKeyFields(table, other.key, { requests: API_KEY_MONTHLY_QUOTA });
    const banned = await client(other.key)
      .getNumber('wa', 16)
      .catch((error: unknown) => error);
    expect(banned).toBeInstanceOf(BannedUser);
    expect((banned as Error).message).toMatch(/^Banned until \d{4}-\d{2}-\d{2} \d{2}-\d{2}-\d{2}$/);
    expect(await client(other.key).getStatus(theirs!.id)).toBe('STATUS_WAIT_CODE');
    expect(await balanceAndLedger(table, other.user.id)).toEqual(paid);
  });
});
