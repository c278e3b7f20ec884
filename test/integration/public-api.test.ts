import { describe, expect, inject, it } from 'vitest';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { luhnCheckDigit } from '../../shared/iccid.js';
import { importSimCards } from '../../functions/domain/sims/import-sim-cards.js';
import { API_KEY_CALL_BURST, API_KEY_CALLS_PER_SECOND, API_KEY_MONTHLY_QUOTA } from '../../shared/constants.js';
import { CALL_TALLY_WINDOW_MS } from '../../functions/domain/api-keys/call-tally.js';
import { MESSAGES } from '../../shared/messages.js';
import { callApi, createKey, developer, setKeyFields } from '../support/api-keys.js';
import { eventually } from '../support/payments.js';
import { signedSms } from '../support/sms.js';
import { balanceAndLedger } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();

describe('public API keys and metering', () => {
  it('refuses a missing or unknown key with 401 UNAUTHORIZED and counts nothing', async () => {
    const dev = await developer(table, 1_000, 'api-unknown');
    // One character off: the last one changed to another.
    const oneOff = `${dev.key.slice(0, -1)}${dev.key.endsWith('x') ? 'y' : 'x'}`;
    for (const key of [null, oneOff, 'uks_live_nope']) {
      const reply = await callApi(key, 'GET', '/balance');
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({
        success: false,
        error: { code: 'UNAUTHORIZED', message: MESSAGES.apiKeyMissing, details: null },
      });
    }
    expect(await dev.listed()).toMatchObject({ requests: 0, last_used: 'Never' });
  });

  it("tells the per-second limit in RateLimit headers on a read and the period's purchases on a purchase, counting only purchases", async () => {
    const dev = await developer(table, 1_234, 'api-metered');
    const first = await dev.api('GET', '/balance');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, data: { balance_cents: 1_234, currency: 'USD' } });
    expect(first.headers.get('ratelimit-limit')).toBe(String(API_KEY_CALLS_PER_SECOND));
    expect(Number(first.headers.get('ratelimit-remaining'))).toBe(API_KEY_CALL_BURST - 1);
    expect(Number(first.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(1);
    const second = await dev.api('GET', '/services');
    expect(second.headers.get('ratelimit-limit')).toBe(String(API_KEY_CALLS_PER_SECOND));
    const listed = await dev.listed();
    expect(listed.requests).toBe(0);
    // A read marks the key used (at most once a minute per function instance).
    expect(Date.now() - Date.parse(listed.last_used)).toBeLessThan(10_000);

    const bought = await dev.api('POST', '/orders', { service: 'whatsapp', country: 'GB' });
    expect(bought.status).toBe(201);
    expect(bought.headers.get('ratelimit-limit')).toBe(String(API_KEY_MONTHLY_QUOTA));
    expect(bought.headers.get('ratelimit-remaining')).toBe(String(API_KEY_MONTHLY_QUOTA - 1));
    const reset = Number(bought.headers.get('ratelimit-reset'));
    expect(reset).toBeGreaterThan(29 * 86_400);
    expect(reset).toBeLessThanOrEqual(30 * 86_400);
    expect((await dev.listed()).requests).toBe(1);
  });

  it("gives the member's dashboard the real count of today's calls, over all their keys, refusals not counted", async () => {
    const dev = await developer(table, 3_000, 'api-today');
    expect((await dev.client.get('/users/api-usage.php')).body).toEqual({ success: true, calls_today: 0 });
    const second = (await createKey(dev.client, 'second')).body.api_key;
    await dev.api('GET', '/balance');
    await dev.api('GET', '/services');
    await callApi(second.key, 'GET', '/balance');
    await callApi(null, 'GET', '/balance');
    // Each function instance writes a member's calls once a window (docs/decisions/035 "Polls"): the first at once.
    expect((await dev.client.get('/users/api-usage.php')).body.calls_today).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await dev.client.get('/users/api-usage.php')).body, { timeout: CALL_TALLY_WINDOW_MS + 5_000 })
      .toEqual({ success: true, calls_today: 3 });
  });

  it('refuses a disabled key with 403 KEY_INACTIVE and a suspended one with 402 SUBSCRIPTION_SUSPENDED, counting neither', async () => {
    const dev = await developer(table, 0, 'api-refused');
    expect((await dev.client.put(`/users/api-keys.php?id=${dev.keyId}`, { status: 'inactive' })).status).toBe(200);
    const inactive = await dev.api('GET', '/balance');
    expect(inactive.status).toBe(403);
    expect(inactive.body.error).toMatchObject({ code: 'KEY_INACTIVE', message: MESSAGES.apiKeyInactive });
    expect(inactive.headers.get('ratelimit-limit')).toBe(String(API_KEY_CALLS_PER_SECOND));

    expect((await dev.client.put(`/users/api-keys.php?id=${dev.keyId}`, { status: 'active' })).status).toBe(200);
    await setKeyFields(table, dev.key, { subscriptionStatus: 'suspended' });
    const suspended = await dev.api('GET', '/balance');
    expect(suspended.status).toBe(402);
    expect(suspended.body.error).toMatchObject({ code: 'SUBSCRIPTION_SUSPENDED', message: MESSAGES.apiKeySuspended });
    expect((await dev.listed()).requests).toBe(0);
  });

  it('lets exactly the quota of purchases through when 20 race at its edge, and refuses the rest with 429 QUOTA_EXCEEDED', async () => {
    const dev = await developer(table, 20_000, 'api-race');
    await setKeyFields(table, dev.key, { requests: API_KEY_MONTHLY_QUOTA - 5 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => dev.api('POST', '/orders', { service: 'whatsapp', country: 'GB' })),
    );
    const passed = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(passed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const reply of refused) {
      expect(reply.body.error).toMatchObject({ code: 'QUOTA_EXCEEDED', message: MESSAGES.apiQuotaExceeded });
      expect(reply.headers.get('ratelimit-remaining')).toBe('0');
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(new Set(passed.map((reply) => reply.headers.get('ratelimit-remaining')))).toEqual(
      new Set(Array.from({ length: 5 }, (_, i) => String(i))),
    );
    expect((await dev.listed()).requests).toBe(API_KEY_MONTHLY_QUOTA);
    // Reads go on: the quota is the period's purchases.
    expect((await dev.api('GET', '/balance')).status).toBe(200);
  }, 60_000);
});

describe('public API orders, leases and eSIMs', () => {
  it('buys a one-time number by name, reads the order, polls the code and gets it once the SMS arrives', async () => {
    const dev = await developer(table, 2_000, 'api-flow');
    const created = await dev.api('POST', '/orders', { service: 'whatsapp', country: 'GB' });
    expect(created.status).toBe(201);
    const order = created.body.data;
    expect(order).toMatchObject({ service: 'WhatsApp', status: 'pending', code: null, received_at: null });
    expect(order.phone_number).toMatch(/^\+44\d{10}$/);
    expect(Date.parse(order.expires_at) - Date.parse(order.created_at)).toBe(900_000);
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 2_000 - 999, ledger: 2_000 - 999 });

    expect((await dev.api('GET', `/orders/${order.id}`)).body.data).toEqual(order);
    expect((await dev.api('GET', `/orders/${order.id}/code`)).body.data).toEqual({
      code: null,
      received_at: null,
      status: 'pending',
      other_messages: [],
    });
    expect((await signedSms(order.phone_number, 'Your WhatsApp code 482-917', 'WhatsApp').post()).status).toBe(200);
    const code = await eventually(
      async () => (await dev.api('GET', `/orders/${order.id}/code`)).body.data,
      (data) => data.code !== null,
    );
    expect(code).toMatchObject({ code: '482917', status: 'completed' });
    expect((await dev.api('GET', `/sms/status?id=${order.id}`)).body.data).toMatchObject({
      id: order.id,
      code: '482917',
    });

    const late = await dev.api('POST', `/orders/${order.id}/cancel`);
    expect(late.status).toBe(400);
    expect(late.body.error).toMatchObject({ code: 'INVALID_STATE', message: MESSAGES.orderNotCancellable });
    expect((await dev.api('GET', '/balance')).body.data.balance_cents).toBe(2_000 - 999);
  });

  it("shows an order's other messages (another sender's, or no code) on the order and its code, oldest first", async () => {
    const dev = await developer(table, 2_000, 'api-other-messages');
    const order = (await dev.api('POST', '/orders', { service: 'whatsapp', country: 'GB' })).body.data;
    expect(order.other_messages).toEqual([]);
    expect((await signedSms(order.phone_number, 'Your Uber code is 1234', 'Uber').post()).status).toBe(200);
    const first = await eventually(
      async () => (await dev.api('GET', `/orders/${order.id}/code`)).body.data,
      (data) => data.other_messages.length === 1,
    );
    expect(first).toEqual({
      code: null,
      received_at: null,
      status: 'pending',
      other_messages: [{ from: 'Uber', text: 'Your Uber code is 1234', received_at: expect.any(String) }],
    });
    expect((await signedSms(order.phone_number, 'Your WhatsApp code 482-917', 'WhatsApp').post()).status).toBe(200);
    const read = await eventually(
      async () => (await dev.api('GET', `/orders/${order.id}`)).body.data,
      (data) => data.code !== null,
    );
    expect(read).toMatchObject({ code: '482917', other_messages: first.other_messages });
    const listed = (await dev.api('GET', '/orders?status=completed')).body.data.orders;
    expect(listed.find((entry: { id: string }) => entry.id === order.id).other_messages).toEqual(first.other_messages);
  });

  it('cancels an order without a code and refunds it, by id, name or activation code of the service', async () => {
    const dev = await developer(table, 3_000, 'api-cancel');
    for (const service of [2, 'TELEGRAM', 'tg']) {
      const { body } = await dev.api('POST', '/orders', { service, country: 'GB' });
      expect(body.data.service).toBe('Telegram');
      const cancelled = await dev.api('POST', `/orders/${body.data.id}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.status).toBe('cancelled');
    }
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 3_000, ledger: 3_000 });
  });

  it('refuses a short wallet with 402 INSUFFICIENT_BALANCE and what was needed and there, charging nothing', async () => {
    const dev = await developer(table, 500, 'api-short');
    const reply = await dev.api('POST', '/orders', { service: 'WhatsApp', country: 'GB' });
    expect(reply.status).toBe(402);
    expect(reply.body).toEqual({
      success: false,
      error: {
        code: 'INSUFFICIENT_BALANCE',
        message: 'Insufficient balance to create order',
        details: { required: 999, available: 500 },
      },
    });
    expect((await dev.api('POST', '/lease/create', { service: 'WhatsApp', duration: 30 })).body.error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      details: { required: 1_499, available: 500 },
    });
    expect((await dev.api('POST', '/number/purchase', { type: 'esim' })).status).toBe(402);
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 500, ledger: 500 });
  });

  it('answers bad input with the code for it, never a 500, and charges nothing', async () => {
    const dev = await developer(table, 5_000, 'api-bad');
    const other = await developer(table, 2_000, 'api-other');
    const theirs = (await other.api('POST', '/orders', { service: 'Discord', country: 'GB' })).body.data.id;
    const cases: [string, string, unknown, number, string, Record<string, unknown> | null][] = [
      [
        'POST',
        '/orders',
        { service: 'WhatsApp', country: 'US' },
        400,
        'VALIDATION_ERROR',
        { country: expect.any(String) },
      ],
      [
        'POST',
        '/orders',
        { service: 'Nope', country: 'GB' },
        400,
        'VALIDATION_ERROR',
        { service: MESSAGES.serviceNotFound },
      ],
      [
        'POST',
        '/orders',
        { service: 9_999, country: 'GB' },
        400,
        'VALIDATION_ERROR',
        { service: MESSAGES.serviceNotFound },
      ],
      ['POST', '/orders', { service: ['wa'], country: 'GB' }, 400, 'VALIDATION_ERROR', { service: expect.any(String) }],
      ['POST', '/orders', { country: 'GB' }, 400, 'VALIDATION_ERROR', { service: expect.any(String) }],
      [
        'POST',
        '/orders',
        { service: 'wa', country: 'GB', price: 1 },
        400,
        'VALIDATION_ERROR',
        { price: 'Unknown field' },
      ],
      ['POST', '/orders', '{not json', 400, 'VALIDATION_ERROR', { body: MESSAGES.invalidJson }],
      ['POST', '/orders', '[1,2]', 400, 'VALIDATION_ERROR', { body: expect.any(String) }],
      ['GET', '/orders/..%2Fetc', undefined, 400, 'VALIDATION_ERROR', { id: 'Not an order id' }],
      ['GET', `/orders/${theirs}`, undefined, 404, 'NOT_FOUND', null],
      ['GET', `/orders/${theirs}/code`, undefined, 404, 'NOT_FOUND', null],
      ['POST', `/orders/${theirs}/cancel`, undefined, 404, 'NOT_FOUND', null],
      ['GET', '/sms/status', undefined, 400, 'VALIDATION_ERROR', { id: expect.any(String) }],
      [
        'POST',
        '/lease/create',
        { service: 'wa', duration: 7 },
        400,
        'VALIDATION_ERROR',
        { duration: expect.any(String) },
      ],
      ['POST', '/number/purchase', { type: 'sim' }, 400, 'VALIDATION_ERROR', { type: expect.any(String) }],
      ['POST', '/sms/order', { service: 'wa', type: 'forever' }, 400, 'VALIDATION_ERROR', { type: expect.any(String) }],
      ['DELETE', '/orders', undefined, 405, 'METHOD_NOT_ALLOWED', null],
      ['GET', '/nothing', undefined, 404, 'NOT_FOUND', null],
    ];
    for (const [method, path, body, status, code, details] of cases) {
      const reply = await dev.api(method, path, body);
      expect(reply.status, `${method} ${path}`).toBe(status);
      expect(reply.body, `${method} ${path}`).toEqual({
        success: false,
        error: { code, message: expect.any(String), details },
      });
      // A refusal of a field names the field in words, never zod's bare "Invalid input: ...".
      const named = Object.keys(details ?? {}).filter((field) => field !== 'body');
      if (code === 'VALIDATION_ERROR' && named.length > 0) {
        expect(reply.body.error.message, `${method} ${path}`).not.toMatch(/^Invalid input/);
        for (const field of named) expect(String(reply.body.error.details[field])).not.toMatch(/^Invalid input/);
      }
    }
    const missing = await dev.api('GET', '/sms/status');
    expect(missing.body.error).toEqual({ code: 'VALIDATION_ERROR', message: 'id is required', details: { id: 'id is required' } });
    const plainText = await fetch(`${inject('siteUrl')}/api/v1/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${dev.key}`, 'content-type': 'text/plain' },
      body: 'service=wa',
    });
    expect(plainText.status).toBe(415);
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 5_000, ledger: 5_000 });
  });

  it('serves the second documented set on the same operations: /sms/order, /lease/create, /number/purchase, /sms/status', async () => {
    const dev = await developer(table, 10_000, 'api-second');
    const order = await dev.api('POST', '/sms/order', { service: 'Facebook', type: 'one-time' });
    expect(order.status).toBe(201);
    expect((await dev.api('GET', `/sms/status?id=${order.body.data.id}`)).body.data).toMatchObject({
      service: 'Facebook',
      status: 'pending',
    });
    const lease = await dev.api('POST', '/lease/create', { service: 'Discord', duration: 30 });
    expect(lease.status).toBe(201);
    expect(lease.body.data).toMatchObject({ service: 'Discord', status: 'active' });
    const leases = (await dev.client.get('/users/leases.php')).body.leases;
    expect(leases.map((entry: { id: string }) => entry.id)).toContain(lease.body.data.id);

    const payload = `8944779${String(Date.now()).slice(-11)}`;
    const phone = `+4477009${String(Date.now()).slice(-5)}`;
    const line = `${payload}${luhnCheckDigit(payload)},12345678,${phone},LPA:1$smdp.example.com$API-${Date.now()}`;
    expect(await importSimCards(createStockRepositories(table).simCards, line, new Date())).toMatchObject({ added: 1 });
    const esim = await dev.api('POST', '/number/purchase', { type: 'esim' });
    expect(esim.status).toBe(201);
    expect(esim.body.data).toMatchObject({ puk: expect.any(String), iccid: expect.stringMatching(/^\d{19,20}$/) });
    expect(esim.body.data.activation_code).toMatch(/^LPA:1\$/);
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({
      balance: 10_000 - 799 - 1_499 - 2_500,
      ledger: 10_000 - 799 - 1_499 - 2_500,
    });
  });

  it('lists the services with their prices, activation codes and stock', async () => {
    const dev = await developer(table, 0, 'api-services');
    const { body } = await dev.api('GET', '/services');
    const codes = body.data.services.map((service: { code: string }) => service.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(body.data.services[0]).toMatchObject({
      id: 1,
      name: 'WhatsApp',
      code: 'wa',
      price_cents: 999,
      lease_price_cents: 1_499,
      in_stock: expect.any(Number),
    });
  });
});
