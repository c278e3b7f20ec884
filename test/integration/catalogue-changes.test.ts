import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createAnonymousOrderRepository } from '../../functions/adapters/dynamo/anonymous-order-repository.js';
import { MESSAGES } from '../../shared/messages.js';
import { adminServiceResponse, adminServicesResponse } from '../../shared/schemas/admin-catalogue.js';
import { registeredAdmin } from '../support/admin.js';
import { developer } from '../support/api-keys.js';
import { Client } from '../support/http.js';
import { runOps } from '../support/ops.js';
import { eventually, payAtSimulator } from '../support/payments.js';
import { balanceAndLedger, fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();

let admin: Awaited<ReturnType<typeof registeredAdmin>>;
beforeAll(async () => {
  admin = await registeredAdmin(table);
});

/** A service of this test's own, so that its price changes touch no other file's purchases. */
async function ownService(label: string, priceCents = 300) {
  const reply = await admin.client.post('/admin/services.php', {
    name: `${label} ${Math.random().toString(36).slice(2, 8)}`,
    price_cents: priceCents,
    lease_price_cents: 1_500,
    sms_senders: ['Acme'],
    sms_words: ['Acme'],
    reason: 'A new brand members ask for',
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return adminServiceResponse.parse(reply.body).service;
}

const setPrice = (id: number, price_cents: number, reason = 'Supplier cost went up') =>
  admin.client.put(`/admin/services/${id}.php`, { price_cents, reason });

async function protocol(params: Record<string, string>) {
  const response = await fetch(`${inject('siteUrl')}/stubs/handler_api.php?${new URLSearchParams(params)}`);
  return response.text();
}

/** The price every reader of the catalogue shows for the service: the site's list, the API, the protocol. */
async function pricesShown(id: number, code: string, key: string) {
  const site = (await new Client().get('/services/list.php')).body.services.find(
    (service: { id: number }) => service.id === id,
  );
  const api = await fetch(`${inject('siteUrl')}/api/v1/services`, { headers: { authorization: `Bearer ${key}` } });
  const listed = ((await api.json()) as { data: { services: { id: number; price_cents: number }[] } }).data.services;
  // A code the protocol does not sell is its word BAD_SERVICE.
  const priced = await protocol({ api_key: key, action: 'getPrices', country: '16', service: code });
  const prices = priced === 'BAD_SERVICE' ? {} : JSON.parse(priced);
  const names = JSON.parse(await protocol({ api_key: key, action: 'getServicesList' }));
  return {
    site: site?.price_cents ?? null,
    api: listed.find((service) => service.id === id)?.price_cents ?? null,
    protocol: prices['16']?.[code]?.cost ?? null,
    listedByProtocol: names.services.some((service: { code: string }) => service.code === code),
  };
}

describe('the catalogue an operator keeps', () => {
  it('adds a service every reader lists at once, with its trail', async () => {
    const dev = await developer(table, 0, 'catalogue-readers');
    const service = await ownService('Acme');
    expect(service).toMatchObject({ price_cents: 300, on_sale: true, one_time: true, sms_senders: ['Acme'] });
    expect(await pricesShown(service.id, service.code, dev.key)).toEqual({
      site: 300,
      api: 300,
      protocol: 3,
      listedByProtocol: true,
    });
    const all = adminServicesResponse.parse((await admin.client.get('/admin/services.php')).body).services;
    expect(all.find((entry) => entry.id === service.id)).toEqual(service);
    const trail = (await admin.client.get(`/admin/audit.php?subject=service:${service.id}`)).body.entries;
    expect(trail).toEqual([expect.objectContaining({ action: 'service_create', email: admin.email })]);
  });

  it('charges a new price from then on, while orders in flight keep the price they were bought at', async () => {
    const dev = await developer(table, 0, 'catalogue-price');
    const service = await ownService('Pricey');
    const { client, user } = await fundedMember(table, 5_000, 'catalogue-buyer');
    const bought = await client.post('/users/orders.php', {
      service_id: service.id,
      service_name: service.name,
      price_cents: 300,
    });
    expect(bought.status).toBe(201);
    const visitor = new Client();
    const checkout = await visitor.get(
      `/payment/coinpayments.php?type=one-time&service_id=${service.id}&amount=300&currency=USD&crypto=BTC`,
    );
    expect(checkout.status).toBe(201);

    const changed = await setPrice(service.id, 450);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.service.price_cents).toBe(450);
    expect(await pricesShown(service.id, service.code, dev.key)).toMatchObject({ site: 450, api: 450, protocol: 4.5 });

    // The member's order bought before keeps 300, and its cancel refunds 300.
    const order = (await client.get('/users/orders.php')).body.orders.find(
      (listed: { id: string }) => listed.id === bought.body.order_id,
    );
    expect(order.price_cents ?? order.price).toBe(300);
    expect((await client.delete(`/users/orders.php?id=${bought.body.order_id}`)).status).toBe(200);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 5_000, ledger: 5_000 });
    // The anonymous checkout opened before is paid at its price and fulfilled.
    await payAtSimulator(checkout.body.payment_url, 'pay');
    const paid = await eventually(
      () => visitor.get(`/anonymous/check-payment.php?order_id=${checkout.body.order_id}`),
      (reply) => typeof reply.body.order?.phone_number === 'string',
    );
    expect(paid.body.order.phone_number).toMatch(/^\+44/);
    expect((await createAnonymousOrderRepository(table).find(checkout.body.order_id))?.priceCents).toBe(300);

    // A purchase now at the old price is told the price changed; at the new one it is charged 450.
    const stale = await client.post('/users/orders.php', {
      service_id: service.id,
      service_name: service.name,
      price_cents: 300,
    });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toBe(MESSAGES.priceChanged);
    const fresh = await client.post('/users/orders.php', {
      service_id: service.id,
      service_name: service.name,
      price_cents: 450,
    });
    expect(fresh.status).toBe(201);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 4_550, ledger: 4_550 });

    const trail = (await admin.client.get(`/admin/audit.php?subject=service:${service.id}`)).body.entries;
    expect(trail[0]).toMatchObject({
      action: 'service_update',
      before: { price_cents: 300 },
      after: { price_cents: 450 },
      reason: 'Supplier cost went up',
    });
  });

  it('takes a service off sale: no reader lists it and no purchase is made, until it is on sale again', async () => {
    const dev = await developer(table, 2_000, 'catalogue-off');
    const service = await ownService('Gone');
    const off = await admin.client.put(`/admin/services/${service.id}.php`, {
      on_sale: false,
      reason: 'Supplier stopped',
    });
    expect(off.status).toBe(200);
    expect(await pricesShown(service.id, service.code, dev.key)).toEqual({
      site: null,
      api: null,
      protocol: null,
      listedByProtocol: false,
    });
    const { client } = await fundedMember(table, 2_000, 'catalogue-off-buyer');
    const refused = await client.post('/users/orders.php', {
      service_id: service.id,
      service_name: service.name,
      price_cents: 300,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(MESSAGES.serviceNotOnSale);
    expect(await protocol({ api_key: dev.key, action: 'getNumber', service: service.code, country: '16' })).toBe(
      'BAD_SERVICE',
    );
    const api = await dev.api('POST', '/orders', { service: service.id, country: 'GB' });
    expect(api.status).toBe(400);
    expect(api.body.error.message).toBe(MESSAGES.serviceNotOnSale);

    const leaseOnly = await admin.client.put(`/admin/services/${service.id}.php`, {
      on_sale: true,
      one_time: false,
      reason: 'Leases only from now',
    });
    expect(leaseOnly.status).toBe(200);
    // Every list says so: the site's names what it is sold as (its panel shows it on the lease tab only), and the
    // protocol's activation prices leave it out while its rent list keeps it.
    const listed = (await new Client().get('/services/list.php')).body.services.find(
      (entry: { id: number }) => entry.id === service.id,
    );
    expect(listed.offers).toEqual(['lease', 'buy']);
    expect((await pricesShown(service.id, service.code, dev.key)).protocol).toBeNull();
    const rent = JSON.parse(await protocol({ api_key: dev.key, action: 'getRentServicesAndCountries', country: '16' }));
    expect(rent.services[service.code]).toEqual(expect.objectContaining({ cost: 15 }));
    expect(
      (await client.post('/users/orders.php', { service_id: service.id, service_name: service.name, price_cents: 300 }))
        .status,
    ).toBe(400);
    expect(
      (
        await client.post('/users/leases.php', {
          service_id: service.id,
          service_name: service.name,
          price_cents: 1_500,
        })
      ).status,
    ).toBe(201);
  });

  it('sets a price from the command line with the operator named, and refuses a bad price or service', async () => {
    const service = await ownService('Cli');
    const run = await runOps([
      'service:price',
      String(service.id),
      '5.25',
      'Matching',
      'the',
      'market',
      '--by',
      'dana',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('$5.25');
    const trail = (await admin.client.get(`/admin/audit.php?subject=service:${service.id}`)).body.entries;
    expect(trail[0]).toMatchObject({
      action: 'service_update',
      user: 'dana',
      email: null,
      reason: 'Matching the market',
    });
    expect((await runOps(['service:price', String(service.id), '6.00', '--by'])).code).not.toBe(0);
    expect((await runOps(['service:price', String(service.id), '0', '--by', 'dana'])).code).not.toBe(0);
    expect((await runOps(['service:price', 'no-such-service', '1.00', '--by', 'dana'])).code).not.toBe(0);
    const all = (await admin.client.get('/admin/services.php')).body.services;
    expect(all.find((entry: { id: number }) => entry.id === service.id).price_cents).toBe(525);
  });

  it('refuses bad changes, members and visitors, changing nothing', async () => {
    const service = await ownService('Strict');
    for (const body of [
      { reason: 'nothing' },
      { price_cents: 0, reason: 'x' },
      { price_cents: 1.5, reason: 'x' },
      { price_cents: 400 },
      { price_cents: 400, reason: ' ' },
      { price_cents: 300, reason: 'the same' },
      { name: 'Renamed', reason: 'x' },
    ]) {
      expect((await admin.client.put(`/admin/services/${service.id}.php`, body)).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await admin.client.put('/admin/services/999999.php', { price_cents: 400, reason: 'x' })).status).toBe(404);
    const taken = await admin.client.post('/admin/services.php', {
      name: 'whatsapp',
      price_cents: 100,
      lease_price_cents: 100,
      reason: 'x',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error).toBe(MESSAGES.serviceNameTaken);
    const { client } = await fundedMember(table, 0, 'catalogue-member');
    expect((await client.get('/admin/services.php')).status).toBe(403);
    expect((await client.put(`/admin/services/${service.id}.php`, { price_cents: 1, reason: 'x' })).status).toBe(403);
    expect((await new Client().post('/admin/services.php', {})).status).toBe(401);
    const all = (await admin.client.get('/admin/services.php')).body.services;
    expect(all.find((entry: { id: number }) => entry.id === service.id).price_cents).toBe(300);
  });
});
