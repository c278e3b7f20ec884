import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { developer, politely, type ApiReply } from '../support/api-keys.js';
import { balanceAndLedger } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();
const key = (value: string) => ({ 'idempotency-key': value });
/** The key's per-second limit refused the call before it ran: a tool waits and sends it again. */
const rateLimited = (reply: ApiReply) => reply.status === 429 && reply.body.error?.code === 'RATE_LIMITED';

describe('public API Idempotency-Key on buying POSTs', () => {
  it('answers a retry with the same key and body the first result, with its Location, and charges once', async () => {
    const dev = await developer(table, 5_000, 'api-idem-retry');
    const headers = key(randomUUID());
    const first = await dev.api('POST', '/orders', { service: 'wa', country: 'GB' }, headers);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // The same body with its fields in another order is the same request.
    const again = await dev.api('POST', '/orders', { country: 'GB', service: 'wa' }, headers);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('location')).toBe(`/api/v1/orders/${first.body.data.id}`);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 5_000 - 999, ledger: 5_000 - 999 });
    expect((await dev.api('GET', '/orders')).body.data.orders).toHaveLength(1);
  });

  it('refuses the same key with a different body or route with 422 IDEMPOTENCY_KEY_REUSED, buying nothing more', async () => {
    const dev = await developer(table, 5_000, 'api-idem-other-body');
    const headers = key(`order-${randomUUID()}`);
    expect((await dev.api('POST', '/orders', { service: 'wa', country: 'GB' }, headers)).status).toBe(201);
    for (const [path, body] of [
      ['/orders', { service: 'tg', country: 'GB' }],
      ['/orders', { service: 'wa', country: 'GB', max_price: 5_000 }],
      ['/lease/create', { service: 'wa' }],
    ] as const) {
      const reply = await dev.api('POST', path, body, headers);
      expect(reply.status, path).toBe(422);
      expect(reply.body.error, path).toEqual({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: MESSAGES.idempotencyKeyReused,
        details: { 'Idempotency-Key': MESSAGES.idempotencyKeyReused },
      });
    }
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 5_000 - 999, ledger: 5_000 - 999 });
  });

  it('lets a refused purchase be retried with its key, and keeps keys apart per API key', async () => {
    const dev = await developer(table, 500, 'api-idem-refused');
    const headers = key('retry-after-top-up');
    const short = await dev.api('POST', '/orders', { service: 'wa', country: 'GB' }, headers);
    expect(short.status).toBe(402);
    const other = await developer(table, 2_000, 'api-idem-other-key');
    // Another member's key may use the same Idempotency-Key for its own purchase.
    expect((await other.api('POST', '/orders', { service: 'tg', country: 'GB' }, headers)).status).toBe(201);
    const bigger = await dev.api('POST', '/orders', { service: 'wa', country: 'GB', max_price: 100 }, headers);
    expect(bigger.status).toBe(409);
    expect(bigger.body.error.code).toBe('PRICE_ABOVE_MAX');
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 500, ledger: 500 });
    const bad = await dev.api('POST', '/orders', { service: 'wa', country: 'GB' }, key('x'.repeat(256)));
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual({ 'Idempotency-Key': MESSAGES.invalidIdempotencyKey });
  });

  it('charges once however a POST with one key is retried, at once or one after another (property)', async () => {
    const dev = await developer(table, 200_000, 'api-idem-property');
    const services = (await dev.api('GET', '/services')).body.data.services as Record<string, number | string>[];
    const price = (code: string, kind: 'price_cents' | 'lease_price_cents') =>
      services.find((service) => service.code === code)![kind] as number;
    const kinds = fc.constantFrom(
      { path: '/orders', body: { service: 'wa', country: 'GB' }, price: price('wa', 'price_cents') },
      { path: '/orders', body: { service: 'tg', country: 'GB' }, price: price('tg', 'price_cents') },
      { path: '/sms/order', body: { service: 'ds', type: 'one-time' }, price: price('ds', 'price_cents') },
      { path: '/sms/order', body: { service: 'wa', type: 'lease' }, price: price('wa', 'lease_price_cents') },
      { path: '/lease/create', body: { service: 'fb', duration: 30 }, price: price('fb', 'lease_price_cents') },
    );
    // A random body: one of the purchases, with or without a max_price it satisfies.
    const purchases = fc
      .tuple(kinds, fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }))
      .map(([kind, headroom]) => ({
        ...kind,
        body: headroom === undefined ? kind.body : { ...kind.body, max_price: kind.price + headroom },
      }));
    /** The same body with its fields in another order: one request all the same. */
    const reordered = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).reverse());
    await fc.assert(
      fc.asyncProperty(
        purchases,
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 0, max: 2 }),
        async (purchase, concurrent, sequential) => {
          const before = await balanceAndLedger(table, dev.user.id);
          const headers = key(randomUUID());
          const racing = await Promise.all(
            Array.from({ length: concurrent }, (_, i) =>
              politely(
                () => dev.api('POST', purchase.path, i % 2 ? reordered(purchase.body) : purchase.body, headers),
                rateLimited,
              ),
            ),
          );
          const later = [];
          for (let i = 0; i < sequential; i += 1)
            later.push(await politely(() => dev.api('POST', purchase.path, purchase.body, headers), rateLimited));
          const replies = [...racing, ...later];
          expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 201));
          expect(new Set(replies.map((reply) => reply.body.data.id)).size).toBe(1);
          expect(replies.filter((reply) => reply.headers.get('idempotent-replayed') === null)).toHaveLength(1);
          expect(await balanceAndLedger(table, dev.user.id)).toEqual({
            balance: before.balance - purchase.price,
            ledger: before.ledger - purchase.price,
          });
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
