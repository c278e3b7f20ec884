// A client that knows the public API only through its OpenAPI document: types generated from the served document by
// openapi-typescript (and kept current by this test), calls made with openapi-fetch. It buys a number and reads its code.

import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { describe, expect, inject, it } from 'vitest';
import type { paths } from '../support/api-v1.generated.js';
import { developer } from '../support/api-keys.js';
import { GENERATED_TYPES_FILE, generatedTypes } from '../support/openapi-client.js';
import { eventually } from '../support/payments.js';
import { signedSms } from '../support/sms.js';
import { localTable } from '../support/table.js';

const siteUrl: string = inject('siteUrl');
const table = localTable();

describe('a client generated from the OpenAPI document', () => {
  it('is generated from the document the API serves, as committed', async () => {
    const served: unknown = await (await fetch(`${siteUrl}/api/v1/openapi.json`)).json();
    // When this fails the API changed: `npm run gen:api-client` writes the client's types again.
    expect(await generatedTypes(served)).toBe(readFileSync(GENERATED_TYPES_FILE, 'utf8'));
  });

  it('buys a number and reads its code', async () => {
    const dev = await developer(table, 2_000, 'generated-client');
    const api = createClient<paths>({ baseUrl: `${siteUrl}/api/v1`, headers: { Authorization: `Bearer ${dev.key}` } });

    const created = await api.POST('/orders', { body: { service: 'whatsapp', country: 'GB' } });
    expect(created.response.status).toBe(201);
    const order = created.data!.data;
    expect(order).toMatchObject({ status: 'pending', code: null });

    const waiting = await api.GET('/orders/{id}/code', { params: { path: { id: order.id } } });
    expect(waiting.data!.data).toMatchObject({ code: null, status: 'pending' });

    expect((await signedSms(order.phone_number, 'Your WhatsApp code 482-917', 'WhatsApp').post()).status).toBe(200);
    // The SMS is routed by a queue consumer: the client polls, as tools do.
    const read = await eventually(
      () => api.GET('/orders/{id}/code', { params: { path: { id: order.id } } }),
      (answer) => answer.data?.data.code !== null,
    );
    expect(read.data!.data).toMatchObject({ code: '482917', status: 'completed' });

    // The wallet paid the listed price.
    const services = (await api.GET('/services')).data!.data.services;
    const price = services.find((service) => service.name === order.service)!.price_cents;
    expect((await api.GET('/balance')).data!.data.balance_cents).toBe(2_000 - price);

    // Its list, filtered, a page at a time, with the SMS text and sender beside the code.
    const listed = await api.GET('/orders', { params: { query: { status: 'completed', limit: 1 } } });
    expect(listed.data!.data.orders).toEqual([
      expect.objectContaining({ id: order.id, sms_text: 'Your WhatsApp code 482-917', sms_from: 'WhatsApp' }),
    ]);
  });
});
