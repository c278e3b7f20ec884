// The stock that restocks itself (docs/decisions/061), on a runtime of its own with supply on, against the Twilio
// simulator, its clock moved a minute (one provisioning run) or days at a time: stock filled to the target in batches,
// a lost answer neither bought twice nor lost, the day's cap, a bought number's SMS reaching its order, and releases.

import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createAuditTrail } from '../../functions/adapters/dynamo/audit-repository.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createNumberRepository } from '../../functions/adapters/dynamo/number-repository.js';
import { numberKey } from '../../functions/adapters/dynamo/phone-number-entity.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import { SIMULATOR_PATHS } from '../../functions/local/simulators/paths.js';
import { supplyResponse } from '../../shared/schemas/supply.js';
import { registeredAdmin } from '../support/admin.js';
import { moveClock } from '../support/clock.js';
import { emfFigures } from '../support/emf.js';
import type { LocalStack } from '../support/local-stack.js';
import { runOps } from '../support/ops.js';
import { ownStack } from '../support/own-stack.js';
import { eventually } from '../support/payments.js';
import { fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const MINUTE = 60_000;
const DAY = 24 * 3600 * 1000;
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };
const LEASE = { ...WHATSAPP, price_cents: 1499 };
/** The simulator's monthly price of a GB mobile number, charged at purchase. */
const PRICE_CENTS = 115;

let stack: LocalStack;
let table: TableClient;
let admin: Awaited<ReturnType<typeof registeredAdmin>>;
beforeAll(async () => {
  stack = await ownStack({
    SEED_STOCK: 'false',
    TWILIO_ACCOUNT_SID: LOCAL_DEFAULTS.TWILIO_ACCOUNT_SID,
    POWERTOOLS_METRICS_DISABLED: 'false',
  });
  table = localTable(stack.dataDir);
  admin = await registeredAdmin(table, stack.siteUrl);
});
afterAll(() => stack?.stop());

const numbers = () => createNumberRepository(table);
const run = () => moveClock(MINUTE, stack.siteUrl);

async function supply() {
  return supplyResponse.parse((await admin.client.get('/admin/supply.php')).body).supply;
}

async function setSupply(target: number, cap: number) {
  const changed = await admin.client.put('/admin/supply.php', { target, daily_spend_cap_usd: cap, reason: 'Test' });
  expect(changed.status).toBe(200);
}

/** The numbers the account holds at the carrier, through its REST API. */
async function heldAtCarrier(): Promise<string[]> {
  const account = LOCAL_DEFAULTS.TWILIO_ACCOUNT_SID;
  const response = await fetch(
    `${stack.siteUrl}${SIMULATOR_PATHS.twilioApi}/2010-04-01/Accounts/${account}/IncomingPhoneNumbers.json`,
    {
      headers: {
        authorization: `Basic ${Buffer.from(`${account}:${LOCAL_DEFAULTS.TWILIO_AUTH_TOKEN}`).toString('base64')}`,
      },
    },
  );
  const body = (await response.json()) as { incoming_phone_numbers: { phone_number: string }[] };
  return body.incoming_phone_numbers.map((held) => held.phone_number).sort();
}

/** A number's item as stored, with the fields the port's PhoneNumber leaves out (its carrier and cost). */
async function numberItem(number: string) {
  const { Item } = await table.doc.send(new GetCommand({ TableName: table.tableName, Key: numberKey(number) }));
  return Item;
}

async function inStock(): Promise<string[]> {
  return (await numbers().available(1000, 'strong')).sort();
}

async function carrierFaults(next: string[]) {
  const response = await fetch(`${stack.siteUrl}${SIMULATOR_PATHS.twilioFaults}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ next }),
  });
  expect(response.status).toBe(200);
}

describe('provisioning from the carrier', () => {
  it('fills the stock below its target to the target in batches of at most 10', async () => {
    await setSupply(25, 50);
    await run();
    expect((await supply()).available).toBe(10);
    await run();
    expect((await supply()).available).toBe(20);
    await run();
    await run();
    const view = await supply();
    expect(view).toMatchObject({ target: 25, daily_spend_cap_usd: 50, available: 25, bought_today: 25 });
    expect(view.spend_today_usd).toBeCloseTo((25 * PRICE_CENTS) / 100);
    expect(view.last_runs[0]).toMatchObject({ bought: 0, available: 25, errors: [] });
    expect(view.last_runs[1]).toMatchObject({ bought: 5, available: 25 });

    // Every number in stock is held at the carrier, with its carrier, id and cost on the books.
    expect(await inStock()).toEqual(await heldAtCarrier());
    expect(await numberItem((await inStock())[0]!)).toMatchObject({
      carrier: 'twilio',
      carrierId: expect.stringMatching(/^PN[0-9a-f]{32}$/),
      priceCents: PRICE_CENTS,
      monthlyRentCents: PRICE_CENTS,
    });
  });

  it('neither buys twice nor loses a number the carrier sold when its answer was lost; reconcile finds it', async () => {
    await setSupply(27, 50);
    await carrierFaults(['lost-answer', 'lost-answer']);
    await run();
    const held = await heldAtCarrier();
    expect(held).toHaveLength(27);
    expect(await inStock()).toHaveLength(25);
    expect((await supply()).last_runs[0]!.errors).toHaveLength(2);

    const reconciled = await runOps(['numbers:reconcile', '--by', 'supply-test'], stack.dataDir);
    expect(reconciled.code).toBe(0);
    expect(reconciled.stdout).toContain('The carrier holds 27 numbers');
    expect(reconciled.stdout.match(/bought while its answer was lost; now in stock/g)).toHaveLength(2);
    expect(await inStock()).toEqual(held);
    const trail = await createAuditTrail(table).list(
      { action: 'numbers_reconcile', operator: 'supply-test', subject: null },
      { limit: 5, cursor: null },
    );
    expect(trail.items).toHaveLength(1);

    // The next runs find nothing to settle or buy: nothing was asked for twice.
    await run();
    await run();
    expect(await heldAtCarrier()).toEqual(held);
    expect(await inStock()).toEqual(held);
    expect((await runOps(['numbers:reconcile'], stack.dataDir)).stdout).toContain('No difference');
  });

  it('stops buying at the day’s spending cap, and says so to the alarm', async () => {
    const spent = (await supply()).spend_today_usd;
    await setSupply(40, Number((spent + (2 * PRICE_CENTS) / 100 + 0.01).toFixed(2)));
    await run();
    const view = await supply();
    expect(view.available).toBe(29);
    expect(view.last_runs[0]).toMatchObject({ bought: 2, cap_reached: true });
    await run();
    expect((await supply()).available).toBe(29);
    expect(emfFigures(stack.output()).some((figure) => figure.name === 'SpendCapReached')).toBe(true);
    expect(await heldAtCarrier()).toHaveLength(29);
  });

  it('puts the carrier’s spend beside the month’s sales on Revenue Reports, with the margin', async () => {
    const { body } = await admin.client.get('/admin/revenue.php');
    expect(body.carrier_month).toEqual({
      sales_cents: 0,
      carrier_spend_cents: 29 * PRICE_CENTS,
      margin_cents: -29 * PRICE_CENTS,
      numbers_bought: 29,
      numbers_released: 0,
      products: ['one_time', 'lease', 'esim', 'api_key'].map((product) => ({
        product,
        sales_cents: 0,
        number_cost_cents: 0,
        margin_cents: 0,
      })),
    });
  });

  it('a bought number receives an SMS for an order, posted by the carrier to its SMS URL, signed', async () => {
    const { client } = await fundedMember(table, 2_000, 'supply-sms', stack.siteUrl);
    const bought = await client.post('/users/orders.php', WHATSAPP);
    expect(bought.status).toBe(201);
    expect(await heldAtCarrier()).toContain(bought.body.phone_number);
    const sent = await fetch(`${stack.siteUrl}${SIMULATOR_PATHS.twilio}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ to: bought.body.phone_number, body: 'Your WhatsApp code 123-456' }).toString(),
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    expect(new URL(sent.headers.get('location')!, stack.siteUrl).searchParams.get('status')).toBe('200');
    const orders = await eventually(
      async () => (await client.get('/users/orders.php')).body.orders,
      (list) => list[0].verification_code !== null,
    );
    expect(orders[0]).toMatchObject({ status: 'completed', verification_code: '123456' });
  });

  it('puts each product’s sales against the carrier’s price of the numbers it used; a refund keeps the cost', async () => {
    const buyer = await fundedMember(table, 5_000, 'supply-margin', stack.siteUrl);
    expect((await buyer.client.post('/users/leases.php', LEASE)).status).toBe(201);
    const cancelled = await buyer.client.post('/users/orders.php', WHATSAPP);
    expect((await buyer.client.delete(`/users/orders.php?id=${cancelled.body.order_id}`)).status).toBe(200);

    const { body } = await admin.client.get('/admin/revenue.php');
    // The code's order above, this lease, and the order refunded, whose number was used up all the same.
    expect(body.carrier_month.products).toEqual([
      {
        product: 'one_time',
        sales_cents: 999,
        number_cost_cents: 2 * PRICE_CENTS,
        margin_cents: 999 - 2 * PRICE_CENTS,
      },
      { product: 'lease', sales_cents: 1499, number_cost_cents: PRICE_CENTS, margin_cents: 1499 - PRICE_CENTS },
      { product: 'esim', sales_cents: 0, number_cost_cents: 0, margin_cents: 0 },
      { product: 'api_key', sales_cents: 0, number_cost_cents: 0, margin_cents: 0 },
    ]);
    expect(body.carrier_month.sales_cents).toBe(999 + 1499);
  });
});

describe('a carrier that refuses or fails', () => {
  it('buys nothing and keeps no money for a refusal or a 500, and buys again on the next run', async () => {
    const before = await supply();
    const heldBefore = (await heldAtCarrier()).length;
    await setSupply(before.available + 2, 100);
    await carrierFaults(['unavailable', '500']);
    await run();
    const failed = await supply();
    expect(failed.available).toBe(before.available);
    expect(failed.last_runs[0]!.errors.join('\n')).toMatch(/21422[\s\S]*500/);
    await run();
    const after = await supply();
    expect(after.available).toBe(before.available + 2);
    // The refused number's and the failed one's prices went back to the day: only the two bought count.
    expect(after.spend_today_usd).toBeCloseTo(before.spend_today_usd + (2 * PRICE_CENTS) / 100);
    expect(await heldAtCarrier()).toHaveLength(heldBefore + 2);
  });
});

describe('release at the carrier', () => {
  it('releases a destroyed number after its grace and not before, and never a number still in a lease', async () => {
    const buyer = await fundedMember(table, 5_000, 'supply-release', stack.siteUrl);
    const order = await buyer.client.post('/users/orders.php', WHATSAPP);
    expect((await buyer.client.delete(`/users/orders.php?id=${order.body.order_id}`)).status).toBe(200);
    const destroyed = order.body.phone_number as string;
    expect(await numbers().find(destroyed)).toMatchObject({ status: 'destroyed' });
    const lease = await buyer.client.post('/users/leases.php', LEASE);
    const leased = lease.body.phone_number as string;

    await moveClock(6 * DAY, stack.siteUrl);
    await run();
    expect(await heldAtCarrier()).toContain(destroyed);
    expect(await numberItem(destroyed)).not.toHaveProperty('releasedAt');

    await moveClock(2 * DAY, stack.siteUrl);
    await run();
    const held = await heldAtCarrier();
    expect(held).not.toContain(destroyed);
    expect(held).toContain(leased);
    expect(await numbers().find(leased)).toMatchObject({ status: 'allocated' });
    const page = await (await fetch(`${stack.siteUrl}${SIMULATOR_PATHS.twilio}`)).text();
    expect(page).toMatch(new RegExp(`${destroyed.replace('+', '\\+')}</td><td>PN[0-9a-f]+</td>\\s*<td>released`));
    expect(await numberItem(destroyed)).toMatchObject({ status: 'destroyed', releasedAt: expect.any(String) });
    expect(await numberItem(leased)).not.toHaveProperty('releasedAt');
  });
});

describe('the books’ check', () => {
  it('finds every number in stock held at the carrier, and names one the carrier no longer holds', async () => {
    expect((await runOps(['ledger:check'], stack.dataDir)).code).toBe(0);
    const [gone] = await inStock();
    const { Item } = await table.doc.send(new GetCommand({ TableName: table.tableName, Key: numberKey(gone!) }));
    const account = LOCAL_DEFAULTS.TWILIO_ACCOUNT_SID;
    const released = await fetch(
      `${stack.siteUrl}${SIMULATOR_PATHS.twilioApi}/2010-04-01/Accounts/${account}/IncomingPhoneNumbers/${Item!.carrierId as string}.json`,
      {
        method: 'DELETE',
        headers: {
          authorization: `Basic ${Buffer.from(`${account}:${LOCAL_DEFAULTS.TWILIO_AUTH_TOKEN}`).toString('base64')}`,
        },
      },
    );
    expect(released.status).toBe(204);
    const check = await runOps(['ledger:check'], stack.dataDir);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain(`${gone}: available here but no longer held at the carrier`);
  });
});

describe('the simulator as the official client sees it', () => {
  it("answers Twilio's own Node client (its documented httpClient pointed at the simulator): search, buy, list, refuse, release", async () => {
    // The client speaks to api.twilio.com; its HTTP client, the documented extension point, sends the same request to
    // the simulator instead.
    const api = `${stack.siteUrl}${SIMULATOR_PATHS.twilioApi}`;
    class ToSimulator extends twilio.RequestClient {
      override request<T>(options: RequestClient.RequestOptions<T>) {
        return super.request<T>({ ...options, uri: options.uri.replace('https://api.twilio.com', api) });
      }
    }
    const client = twilio(LOCAL_DEFAULTS.TWILIO_ACCOUNT_SID, LOCAL_DEFAULTS.TWILIO_AUTH_TOKEN, {
      httpClient: new ToSimulator(),
    });
    const offered = await client.availablePhoneNumbers('GB').mobile.list({ smsEnabled: true, limit: 2 });
    expect(offered).toHaveLength(2);
    const phoneNumber = offered[0]!.phoneNumber;
    expect(phoneNumber).toMatch(/^\+447700900\d{3}$/);

    const smsUrl = `${stack.siteUrl}/webhooks/sms`;
    const bought = await client.incomingPhoneNumbers.create({
      phoneNumber,
      smsUrl,
      smsMethod: 'POST',
      bundleSid: LOCAL_DEFAULTS.TWILIO_BUNDLE_SID,
      addressSid: LOCAL_DEFAULTS.TWILIO_ADDRESS_SID,
    });
    expect(bought).toMatchObject({ phoneNumber, smsUrl, accountSid: LOCAL_DEFAULTS.TWILIO_ACCOUNT_SID });
    expect(bought.sid).toMatch(/^PN[0-9a-f]{32}$/);
    expect((await client.incomingPhoneNumbers.list()).map((held) => held.phoneNumber)).toContain(phoneNumber);

    // The same number again is Twilio's 21422, thrown as the client's RestException.
    await expect(
      client.incomingPhoneNumbers.create({
        phoneNumber,
        smsUrl,
        bundleSid: LOCAL_DEFAULTS.TWILIO_BUNDLE_SID,
        addressSid: LOCAL_DEFAULTS.TWILIO_ADDRESS_SID,
      }),
    ).rejects.toMatchObject({ code: 21422 });

    expect(await client.incomingPhoneNumbers(bought.sid).remove()).toBe(true);
    expect(await heldAtCarrier()).not.toContain(phoneNumber);
  });
});
