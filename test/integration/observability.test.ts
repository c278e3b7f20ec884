import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { METRIC_NAMESPACE } from '../../functions/adapters/metric-names.js';
import { sampleStockAvailable } from '../../functions/domain/stock/stock-stats.js';
import { emfFigures } from '../support/emf.js';
import { registeredMember, type Client } from '../support/http.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStackWithTable } from '../support/own-stack.js';
import { completedCoinPaymentsFields, eventually, signedCoinPaymentsIpn, startTopUp } from '../support/payments.js';
import { signedSms } from '../support/sms.js';
import { fundedMember } from '../support/stock.js';
import { recordingMetrics } from '../support/metrics.js';
import { deliveriesDone } from '../support/running-stack.js';

// A stack of its own that prints what AWS would collect: the EMF lines of the business metrics and INFO log lines.
let stack: LocalStack;
let table: TableClient;
beforeAll(
  async () => ({ stack, table } = await ownStackWithTable({ POWERTOOLS_METRICS_DISABLED: 'false', LOG_LEVEL: 'INFO' })),
);
afterAll(() => stack?.stop());

const BASE = { service: 'uk-sms-numbers', stage: 'local' };
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };

/** The sum of a figure so far, with exactly these dimensions. */
function total(name: string, dimensions: Record<string, string> = BASE): number {
  return emfFigures(stack.output())
    .filter((figure) => figure.namespace === METRIC_NAMESPACE && figure.name === name)
    .filter((figure) => JSON.stringify(figure.dimensions) === JSON.stringify(dimensions))
    .reduce((sum, figure) => sum + figure.values.reduce((a, b) => a + b, 0), 0);
}

/** How much each figure grows while `act` runs, once the figures stop moving (consumers run after the answer). */
async function growth(names: [string, Record<string, string>?][], act: () => Promise<void>, expected: number[]) {
  const before = names.map(([name, dimensions]) => total(name, dimensions));
  await act();
  const now = () => names.map(([name, dimensions], index) => total(name, dimensions) - before[index]!);
  await eventually(
    async () => now(),
    (grown) => grown.every((value, index) => value >= expected[index]!),
  );
  // Duplicates and retries delivered: had they been counted, it shows.
  await deliveriesDone(stack.dataDir);
  return now();
}

const logLines = () =>
  stack
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{"level"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const postIpn = (body: string, headers: Record<string, string>) =>
  fetch(`${stack.siteUrl}/webhooks/coinpayments`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

async function pendingTopUp(client: Client) {
  const payment = await startTopUp(client, 10_000);
  return completedCoinPaymentsFields(payment.payment_id, payment.transaction_id);
}

describe('business metrics, as EMF lines of the functions', () => {
  it('counts each purchase under its type and a refund, and nothing for a purchase refused', async () => {
    const { client } = await fundedMember(table, 10_000, 'metrics-buyer', stack.siteUrl);
    const broke = await fundedMember(table, 0, 'metrics-broke', stack.siteUrl);
    const grown = await growth(
      [
        ['Purchases'],
        ['Purchases', { ...BASE, type: 'one-time' }],
        ['Purchases', { ...BASE, type: 'lease' }],
        ['Purchases', { ...BASE, type: 'esim' }],
        ['Refunds'],
      ],
      async () => {
        expect((await broke.client.post('/users/orders.php', WHATSAPP)).status).toBe(402);
        const order = await client.post('/users/orders.php', WHATSAPP);
        expect(order.status).toBe(201);
        expect((await client.post('/users/leases.php', { ...WHATSAPP, price_cents: 1499 })).status).toBe(201);
        expect((await client.post('/users/sim-cards.php', { price_cents: 2_500 })).status).toBe(201);
        expect((await client.delete(`/users/orders.php?id=${order.body.order_id}`)).status).toBe(200);
        expect((await client.delete(`/users/orders.php?id=${order.body.order_id}`)).status).not.toBe(200);
      },
      [3, 1, 1, 1, 1],
    );
    expect(grown).toEqual([3, 1, 1, 1, 1]);
  });

  it('counts a delivered code with its time, and an unmatched SMS once however often it is sent', async () => {
    const { client } = await fundedMember(table, 2_000, 'metrics-code', stack.siteUrl);
    const order = (await client.post('/users/orders.php', WHATSAPP)).body;
    const timings = () =>
      emfFigures(stack.output())
        .filter((figure) => figure.name === 'TimeToCode')
        .flatMap((figure) => figure.values.map((value) => ({ ...figure, value })));
    const before = timings().length;
    const grown = await growth(
      [['CodesDelivered'], ['SmsReceived'], ['SmsUnmatched']],
      async () => {
        const code = signedSms(order.phone_number, 'Your WhatsApp code 482-917', 'WhatsApp', stack.siteUrl);
        expect((await code.post()).status).toBe(200);
        const stray = signedSms('+447700900123', 'Your code is 111222', 'Nobody', stack.siteUrl);
        for (let i = 0; i < 3; i += 1) expect((await stray.post()).status).toBe(200);
      },
      [1, 2, 1],
    );
    expect(grown).toEqual([1, 2, 1]);
    const timed = timings();
    expect(timed).toHaveLength(before + 1);
    expect(timed.at(-1)).toMatchObject({ unit: 'Milliseconds', dimensions: BASE });
    expect(timed.at(-1)!.value).toBeGreaterThanOrEqual(0);
    expect(timed.at(-1)!.value).toBeLessThan(60_000);
  });

  it('counts an IPN applied once however often it arrives, one held and the refused ones', async () => {
    const { client } = await registeredMember('metrics-ipn', undefined, stack.siteUrl);
    const genuine = signedCoinPaymentsIpn(await pendingTopUp(client));
    const cheap = signedCoinPaymentsIpn({ ...(await pendingTopUp(client)), amount1: '1.00' });
    const forged = signedCoinPaymentsIpn(await pendingTopUp(client), 'not the secret');
    const grown = await growth(
      [['IpnsApplied'], ['IpnsHeld'], ['IpnsRefused']],
      async () => {
        for (let i = 0; i < 3; i += 1) expect((await postIpn(genuine.body, { hmac: genuine.hmac })).status).toBe(200);
        expect((await postIpn(cheap.body, { hmac: cheap.hmac })).status).toBe(200);
        expect((await postIpn(forged.body, { hmac: forged.hmac })).status).toBe(403);
        expect((await postIpn(forged.body, {})).status).toBe(400);
      },
      [1, 1, 2],
    );
    expect(grown).toEqual([1, 1, 2]);
  });
});

describe('the StockAvailable gauge', () => {
  it('reports the numbers actually in stock, after sales, from the counters rather than a scan', async () => {
    const stock = createStockRepositories(table);
    const { metrics, recorded } = recordingMetrics();
    await sampleStockAvailable({ ...stock, metrics });
    const inStock = (await stock.numbers.available(10_000)).length;
    // The seed's 300, less what this file's purchases took.
    expect(inStock).toBeLessThan(300);
    expect(recorded).toEqual([{ figure: 'stockAvailable', args: [inStock] }]);
  });
});

describe('one correlation id per request, through the event bus to the consumer', () => {
  it('logs each SMS webhook’s x-correlation-id when publishing and in its consumer, and echoes it', async () => {
    // Sent at once: the local runtime runs them side by side in one process, so each line must still name its own.
    const ids = Array.from({ length: 5 }, () => `sms-${randomUUID()}`);
    await Promise.all(
      ids.map(async (id, index) => {
        const sms = signedSms(`+44770090013${index}`, 'Your code is 333444', 'Nobody', stack.siteUrl);
        const answer = await sms.post({ 'x-twilio-signature': sms.signature, 'x-correlation-id': id });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('x-correlation-id')).toBe(id);
      }),
    );
    for (const id of ids) {
      const chain = await eventually(
        async () => logLines().filter((line) => line.correlation_id === id),
        (lines) => lines.some((line) => line.message === 'Event handled'),
      );
      expect(chain).toEqual([
        expect.objectContaining({ message: 'Event published', event: 'SmsReceived', service: 'uk-sms-numbers' }),
        expect.objectContaining({ message: 'Event handled', consumer: 'routeSms' }),
      ]);
      expect(chain[1]!.eventId).toBe(chain[0]!.eventId);
    }
  });

  it('answers with the request’s own id when the caller sends none or a malformed one', async () => {
    const { client } = await fundedMember(table, 0, 'correlation', stack.siteUrl);
    const plain = await client.get('/auth/me.php');
    const plainId = plain.headers.get('x-correlation-id');
    expect(plainId).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await client.call('GET', '/auth/me.php', undefined, { 'x-correlation-id': 'not a well-formed id!' });
    expect(odd.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(odd.headers.get('x-correlation-id')).not.toBe(plainId);
  });
});
