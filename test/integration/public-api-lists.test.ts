import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { developer } from '../support/api-keys.js';
import { eventually } from '../support/payments.js';
import { signedSms } from '../support/sms.js';
import { balanceAndLedger } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();

describe('public API lists: orders, leases and a lease inbox', () => {
  it('lists the caller’s orders newest first, filtered by status and service, a page at a time through the next link', async () => {
    const dev = await developer(table, 20_000, 'api-list-orders');
    const stranger = await developer(table, 5_000, 'api-list-stranger');
    const theirs = (await stranger.api('POST', '/orders', { service: 'wa', country: 'GB' })).body.data.id;
    const bought: { id: string; service: string }[] = [];
    for (const service of ['wa', 'tg', 'wa', 'ds', 'wa']) {
      bought.push((await dev.api('POST', '/orders', { service, country: 'GB' })).body.data);
    }
    const cancelled = await dev.api('POST', `/orders/${bought[1]!.id}/cancel`);
    expect(cancelled.body.data.status).toBe('cancelled');

    // Two at a time, following `next` to the end: all five, newest first, none of the stranger's.
    const seen: string[] = [];
    let path: string | null = '/orders?limit=2';
    let pages = 0;
    while (path) {
      const reply = await dev.api('GET', path);
      expect(reply.status).toBe(200);
      expect(reply.body.data.orders.length).toBeLessThanOrEqual(2);
      seen.push(...reply.body.data.orders.map((order: { id: string }) => order.id));
      const { next } = reply.body.data;
      if (next) expect(reply.headers.get('link')).toBe(`<${next}>; rel="next"`);
      path = next ? next.slice('/api/v1'.length) : null;
      pages += 1;
    }
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(seen).toEqual(bought.map((order) => order.id).reverse());
    expect(seen).not.toContain(theirs);

    const whatsapp = await dev.api('GET', '/orders?service=WhatsApp&status=pending');
    expect(whatsapp.body.data.orders.map((order: { id: string }) => order.id)).toEqual(
      [bought[4]!.id, bought[2]!.id, bought[0]!.id],
    );
    expect(whatsapp.body.data).toMatchObject({ next_cursor: null, next: null });
    const telegram = await dev.api('GET', '/orders?status=cancelled');
    expect(telegram.body.data.orders).toEqual([expect.objectContaining({ id: bought[1]!.id, service: 'Telegram' })]);

    // Filters stay on the next link, and a page of a filtered list is never padded with others.
    const first = await dev.api('GET', '/orders?service=wa&limit=2');
    expect(first.body.data.orders).toHaveLength(2);
    expect(first.body.data.next).toMatch(/^\/api\/v1\/orders\?service=wa&limit=2&cursor=/);
    const second = await dev.api('GET', first.body.data.next.slice('/api/v1'.length));
    expect(second.body.data.orders.map((order: { id: string }) => order.id)).toEqual([bought[0]!.id]);
  });

  it('refuses a cursor from another member’s list, a made-up one, an unknown status or service and a bad limit with 400', async () => {
    const dev = await developer(table, 5_000, 'api-list-bad');
    const stranger = await developer(table, 5_000, 'api-list-bad-other');
    for (const service of ['wa', 'tg']) await stranger.api('POST', '/orders', { service, country: 'GB' });
    const theirCursor = (await stranger.api('GET', '/orders?limit=1')).body.data.next_cursor;
    expect(theirCursor).toEqual(expect.any(String));
    const cases: [string, Record<string, unknown>][] = [
      [`/orders?cursor=${theirCursor}`, { cursor: MESSAGES.invalidCursor }],
      ['/orders?cursor=not-a-cursor', { cursor: MESSAGES.invalidCursor }],
      ['/orders?status=done', { status: expect.any(String) }],
      ['/orders?service=nope', { service: MESSAGES.serviceNotFound }],
      ['/orders?limit=0', { limit: expect.any(String) }],
      ['/orders?limit=101', { limit: expect.any(String) }],
      ['/orders?limit=ten', { limit: expect.any(String) }],
      ['/leases?status=pending', { status: expect.any(String) }],
      ['/orders?colour=red', { colour: 'Unknown field' }],
    ];
    for (const [path, details] of cases) {
      const reply = await dev.api('GET', path);
      expect(reply.status, path).toBe(400);
      expect(reply.body.error, path).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String), details });
    }
  });

  it('gives an order its SMS text and sender beside the code', async () => {
    const dev = await developer(table, 2_000, 'api-sms-text');
    const order = (await dev.api('POST', '/orders', { service: 'wa', country: 'GB' })).body.data;
    expect(order).toMatchObject({ code: null, sms_text: null, sms_from: null });
    const text = 'Your WhatsApp code 731-004. Do not share it.';
    expect((await signedSms(order.phone_number, text, 'WhatsApp').post()).status).toBe(200);
    const done = await eventually(
      async () => (await dev.api('GET', `/orders/${order.id}`)).body.data,
      (data) => data.code !== null,
    );
    expect(done).toMatchObject({ code: '731004', sms_text: text, sms_from: 'WhatsApp', status: 'completed' });
    const listed = (await dev.api('GET', '/orders?status=completed')).body.data.orders;
    expect(listed).toEqual([expect.objectContaining({ id: order.id, sms_text: text, sms_from: 'WhatsApp' })]);
  });

  it('reads a lease bought through the API, lists leases, and pages its inbox newest first; another member’s is 404', async () => {
    const dev = await developer(table, 10_000, 'api-lease-inbox');
    const stranger = await developer(table, 0, 'api-lease-stranger');
    const created = await dev.api('POST', '/lease/create', { service: 'Discord' });
    expect(created.status).toBe(201);
    const lease = created.body.data;
    expect(created.headers.get('location')).toBe(`/api/v1/leases/${lease.id}`);
    expect((await dev.api('GET', `/leases/${lease.id}`)).body.data).toEqual({ ...lease, message_count: 0 });

    const texts = ['Discord code 111111', 'Discord code 222222', 'Discord code 333333'];
    for (const [index, text] of texts.entries()) {
      expect((await signedSms(lease.phone_number, text, `+44770090000${index}`).post()).status).toBe(200);
      await eventually(
        async () => (await dev.api('GET', `/leases/${lease.id}`)).body.data.message_count,
        (count) => count === index + 1,
      );
    }
    const first = await dev.api('GET', `/leases/${lease.id}/messages?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.data.messages.map((message: { text: string }) => message.text)).toEqual([texts[2], texts[1]]);
    expect(first.body.data.messages[0]).toMatchObject({ from: '+447700900002', code: '333333' });
    const second = await dev.api('GET', first.body.data.next.slice('/api/v1'.length));
    expect(second.body.data.messages.map((message: { text: string }) => message.text)).toEqual([texts[0]]);
    expect(second.body.data.next).toBeNull();

    const listed = await dev.api('GET', '/leases?status=active&service=Discord');
    expect(listed.body.data.leases).toEqual([expect.objectContaining({ id: lease.id, message_count: 3 })]);
    expect((await dev.api('GET', '/leases?status=expired')).body.data.leases).toEqual([]);

    for (const path of [`/leases/${lease.id}`, `/leases/${lease.id}/messages`]) {
      const reply = await stranger.api('GET', path);
      expect(reply.status, path).toBe(404);
      expect(reply.body.error.code).toBe('NOT_FOUND');
    }
    expect((await stranger.api('GET', '/leases')).body.data.leases).toEqual([]);
  });

  it('refuses a purchase whose price is above max_price with 409 PRICE_ABOVE_MAX, charging and allocating nothing', async () => {
    const dev = await developer(table, 10_000, 'api-max-price');
    const attempts: [string, Record<string, unknown>, number][] = [
      ['/orders', { service: 'wa', country: 'GB', max_price: 998 }, 999],
      ['/sms/order', { service: 'wa', type: 'lease', max_price: 1_000 }, 1_499],
      ['/lease/create', { service: 'wa', max_price: 1_498 }, 1_499],
      ['/number/purchase', { type: 'esim', max_price: 100 }, 2_500],
    ];
    for (const [path, body, price] of attempts) {
      const reply = await dev.api('POST', path, body);
      expect(reply.status, path).toBe(409);
      expect(reply.body.error, path).toEqual({
        code: 'PRICE_ABOVE_MAX',
        message: MESSAGES.priceAboveMax(price, body.max_price as number),
        details: { price, max_price: body.max_price },
      });
    }
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 10_000, ledger: 10_000 });
    expect((await dev.api('GET', '/orders')).body.data.orders).toEqual([]);
    expect((await dev.api('GET', '/leases')).body.data.leases).toEqual([]);
    expect((await dev.api('POST', '/orders', { service: 'wa', country: 'GB', max_price: 0 })).status).toBe(400);

    const atPrice = await dev.api('POST', '/orders', { service: 'wa', country: 'GB', max_price: 999 });
    expect(atPrice.status).toBe(201);
    expect(atPrice.headers.get('location')).toBe(`/api/v1/orders/${atPrice.body.data.id}`);
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 10_000 - 999, ledger: 10_000 - 999 });
  });
});
