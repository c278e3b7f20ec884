// A lease renewed by tools (docs/decisions/062): the sms-activate protocol's continueRentNumber sent by the npm
// `sms-activate` client's own transport, and POST /api/v1/leases/{id}/renew, whose replay under one Idempotency-Key
// answers the same and charges nothing; both tell the key's webhook `lease.renewed`.

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWebhookDeliveryRepository } from '../../functions/adapters/dynamo/webhook-delivery-repository.js';
import { developer } from '../support/api-keys.js';
import { smsActivateClient } from '../support/sms-activate.js';
import { balanceAndLedger } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();
const DAY_MS = 86_400_000;
const PRICE = 1499;

describe('lease renewal through the tools', () => {
  it('continues a rent with continueRentNumber through the npm client, once however often it is sent', async () => {
    const dev = await developer(table, 5_000, 'continue-rent');
    const sms = smsActivateClient(dev.key);
    // The client has methods for activations only; its rent calls go through its own session, as its methods do.
    const call = async (params: Record<string, string>) =>
      (await sms.session({ method: 'POST', params: { api_key: dev.key, ...params } })).data;
    const rented = await call({ action: 'getRentNumber', service: 'wa', rent_time: '720', country: '16' });
    expect(rented.status).toBe('success');
    const id = String(rented.phone.id);
    const continued = await call({ action: 'continueRentNumber', id, rent_time: '720' });
    expect(continued).toEqual({
      status: 'success',
      phone: {
        id: rented.phone.id,
        endDate: new Date(Date.parse(`${rented.phone.endDate}Z`) + 30 * DAY_MS).toISOString().slice(0, 19),
        number: rented.phone.number,
      },
    });
    // Sent again, it is the renewal already made: the same end, no second charge.
    expect(await call({ action: 'continueRentNumber', id, rent_time: '720' })).toEqual(continued);
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({
      balance: 5_000 - 2 * PRICE,
      ledger: 5_000 - 2 * PRICE,
    });
    expect(await call({ action: 'continueRentNumber', id: '123456789012345', rent_time: '720' })).toEqual({
      status: 'error',
      message: 'INVALID_PHONE',
    });
    expect(await call({ action: 'continueRentNumber', rent_time: '720' })).toEqual({
      status: 'error',
      message: 'NO_ID_RENT',
    });
  });

  it('renews through /api/v1 with an Idempotency-Key: a replay answers the same, charges nothing, tells the webhook once', async () => {
    const dev = await developer(table, 5_000, 'api-renew');
    expect((await dev.api('PUT', '/webhook', { url: 'http://localhost:9/in' })).status).toBe(200);
    const lease = (await dev.api('POST', '/lease/create', { service: 'wa' })).body.data;
    const headers = { 'idempotency-key': randomUUID() };
    const first = await dev.api('POST', `/leases/${lease.id}/renew`, {}, headers);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      id: lease.id,
      status: 'active',
      end_date: new Date(Date.parse(lease.end_date) + 30 * DAY_MS).toISOString(),
    });
    const replay = await dev.api('POST', `/leases/${lease.id}/renew`, {}, headers);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({
      balance: 5_000 - 2 * PRICE,
      ledger: 5_000 - 2 * PRICE,
    });

    const deliveries = await createWebhookDeliveryRepository(table).recent(dev.user.id, dev.keyId, 20);
    const renewed = deliveries.filter((delivery) => JSON.parse(delivery.body).type === 'lease.renewed');
    expect(renewed).toHaveLength(1);
    expect(JSON.parse(renewed[0]!.body)).toMatchObject({
      event: 'lease.renewed',
      data: { lease_id: lease.id, previous_end_date: lease.end_date, end_date: first.body.data.end_date, price: PRICE },
    });

    // Another member's lease is not found; a lease of nobody's neither.
    const other = await developer(table, 5_000, 'api-renew-other');
    expect((await other.api('POST', `/leases/${lease.id}/renew`, {})).status).toBe(404);
  });
});
