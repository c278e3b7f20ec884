// The developer API's figures (docs/decisions/024, 030): the calls tools poll most, `GET /api/v1/orders/{id}/code` and
// the sms-activate protocol's getStatus and getStatusV2 by numeric id, under load beside a bare GetItem; and the time from the supplier's SMS webhook
// to the customer's webhook received.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiKeyRepository } from '../../functions/adapters/dynamo/api-key-repository.js';
import { createApiUsageRepository } from '../../functions/adapters/dynamo/api-usage-repository.js';
import { createOneTimeOrderRepository } from '../../functions/adapters/dynamo/one-time-order-repository.js';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { createTableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { admitApiCall } from '../../functions/domain/api-keys/admit-api-call.js';
import { userOwner } from '../../functions/domain/stock/owner.js';
import { importNumbers } from '../../functions/domain/stock/import-numbers.js';
import type { RuntimeInfo } from '../../functions/local/runtime-file.js';
import { API_KEYS_PER_MEMBER } from '../../shared/constants.js';
import { routePath } from '../../shared/routes.js';
import { itemised, meanUnits, meteredTable, type FlowUnits, type Units } from './capacity.js';
import { bareGetItem } from './get-item.js';
import { load, percentile, row, type LoadResult } from './load.js';
import { BENCH_PASSWORD, fundedMember, postSms, type Member } from './numbers.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WEBHOOK_ROUNDS = Number(process.env.BENCH_WEBHOOKS ?? 50);
/** The shortest round of the webhook measurement: its key's purchases stay under the per-second limit. */
const ROUND_MS = 150;
/** Members whose keys share the load: each key may make 10 calls a second (burst 20), and a member may hold 10 keys. */
const MEMBERS = Number(process.env.BENCH_API_MEMBERS ?? 4);
const CODE = '482917';
const POLLS_METERED = Number(process.env.BENCH_POLLS ?? 30);
/** A tool's pace between two polls of one order. */
const POLL_GAP_MS = Number(process.env.BENCH_POLL_GAP_MS ?? 1_000);

interface Caller {
  key: string;
  orderId: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(url: string, headers: Record<string, string>, expected: (body: string) => boolean): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { agent, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(response.statusCode === 200 && expected(body)));
    });
    request.on('error', reject);
    request.end();
  });
}

async function api(siteUrl: string, key: string, method: string, path: string, body?: unknown) {
  const reply = await fetch(`${siteUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${method} /api/v1${path} answered ${reply.status}: ${await reply.text()}`);
  return ((await reply.json()) as { data: Record<string, string> }).data;
}

/** The member's 10 keys, made with the member call that takes the fee. */
async function createKeys(siteUrl: string, member: Member): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < API_KEYS_PER_MEMBER; i += 1) {
    const reply = await fetch(`${siteUrl}${routePath('users.createApiKey')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: member.cookie },
      body: JSON.stringify({ name: `Bench ${i}`, plan: 'developer', password: BENCH_PASSWORD }),
    });
    if (reply.status !== 201) throw new Error(`Could not create a bench key: ${reply.status}`);
    keys.push(((await reply.json()) as { api_key: { key: string } }).api_key.key);
  }
  return keys;
}

/** A one-time WhatsApp number bought with `key`. */
const buyNumber = (siteUrl: string, key: string) =>
  api(siteUrl, key, 'POST', '/orders', { service: 'whatsapp', country: 'GB' });

/** The code's SMS to `to`, posted by the supplier's signed webhook. */
async function sendCode(siteUrl: string, runtime: RuntimeInfo, to: string): Promise<void> {
  if ((await postSms(siteUrl, runtime, to, `Your WhatsApp code ${CODE}`)).status !== 200) {
    throw new Error('The SMS webhook refused a signed message');
  }
}

/** Buys a one-time WhatsApp number with `key` and sends its code. */
async function orderWithCode(siteUrl: string, runtime: RuntimeInfo, key: string): Promise<string> {
  const order = await buyNumber(siteUrl, key);
  await sendCode(siteUrl, runtime, order.phone_number!);
  for (;;) {
    const code = await api(siteUrl, key, 'GET', `/orders/${order.id}/code`);
    if (code.code === CODE) return order.id!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Each call goes out with the next key in turn, so no key reaches its period's quota. */
function rotating(callers: Caller[], request: (caller: Caller) => Promise<boolean>): () => Promise<boolean> {
  let next = 0;
  return () => request(callers[next++ % callers.length]!);
}

/** A customer's receiver: resolves the waiter of each order id as its sms.received arrives. */
async function startReceiver() {
  const waiting = new Map<string, () => void>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.writeHead(200).end();
      const event = JSON.parse(body) as { data: { order_id: string } };
      waiting.get(event.data.order_id)?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received: (orderId: string) => new Promise<void>((resolve) => waiting.set(orderId, resolve)),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** From posting the supplier's webhook to the customer's receiver having the signed event. */
async function smsToWebhook(siteUrl: string, runtime: RuntimeInfo, key: string): Promise<number[]> {
  const receiver = await startReceiver();
  try {
    await api(siteUrl, key, 'PUT', '/webhook', { url: receiver.url });
    const latencies: number[] = [];
    // Round 0 warms up (the consumer's first load, as a Lambda cold start) and is not counted.
    for (let round = 0; round <= WEBHOOK_ROUNDS; round += 1) {
      // Within the key's 10 calls a second: a fast round would otherwise empty its bucket and be refused (429).
      const paced = new Promise((resolve) => setTimeout(resolve, ROUND_MS));
      const order = await buyNumber(siteUrl, key);
      const received = receiver.received(order.id!);
      const started = process.hrtime.bigint();
      await sendCode(siteUrl, runtime, order.phone_number!);
      await received;
      if (round > 0) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      await paced;
    }
    return latencies.sort((a, b) => a - b);
  } finally {
    await receiver.stop();
  }
}

/** Polls metered: what getStatus and `/code` do with the table, key admission and the eventual read of the order. */
async function pollUnits(runtime: RuntimeInfo, callers: Caller[]): Promise<Units[]> {
  const meter = meteredTable({
    tableName: runtime.tableName,
    region: runtime.region,
    endpoint: runtime.dynamodbEndpoint,
  });
  const deps = {
    apiKeys: createApiKeyRepository(meter.table),
    users: createUserRepository(meter.table),
    apiUsage: createApiUsageRepository(meter.table),
    clock: { now: () => new Date() },
  };
  const orders = createOneTimeOrderRepository(meter.table);
  const runs: Units[] = [];
  // A tool polling once a second for a minute and a half, as the meter sees each call (the day's write included).
  for (let i = 0; i < POLLS_METERED; i += 1) {
    const { key: sent, orderId } = callers[0]!;
    meter.take();
    const { key, dayCounted } = await admitApiCall(deps, sent, () => {});
    await orders.find(userOwner(key.userId), orderId, 'eventual');
    await dayCounted;
    runs.push(meter.take());
    await new Promise((resolve) => setTimeout(resolve, POLL_GAP_MS));
  }
  return runs;
}

const versus = (name: string, result: LoadResult, getItem: LoadResult) =>
  `${row(name, result)}   p50 ${(result.p50 / getItem.p50).toFixed(1)}x GetItem's`;

export interface PublicApiFigures {
  lines: string[];
  /** Units per poll, mean. */
  pollUnits: FlowUnits;
  /** p50 of getStatus, ms. */
  pollMs: number;
}

export async function benchPublicApi(siteUrl: string, runtime: RuntimeInfo): Promise<PublicApiFigures> {
  const table = createTableClient({
    tableName: runtime.tableName,
    region: runtime.region,
    endpoint: runtime.dynamodbEndpoint,
  });
  // Numbers of its own, so the seeded stock is left as it was.
  const needed = MEMBERS + 1 + WEBHOOK_ROUNDS + 1;
  const numbers = Array.from({ length: needed }, (_, i) => `+4477008${String(10_000 + i).padStart(5, '0')}`);
  await importNumbers(createStockRepositories(table).numbers, numbers.join('\n'), new Date());

  const callers: Caller[] = [];
  for (let m = 0; m < MEMBERS; m += 1) {
    const keys = await createKeys(siteUrl, await fundedMember(siteUrl, runtime, `bench-api-${m}`));
    const orderId = await orderWithCode(siteUrl, runtime, keys[0]!);
    callers.push(...keys.map((key) => ({ key, orderId })));
  }
  const options = { concurrency: CONCURRENCY, seconds: SECONDS };
  // Measured again here, beside the calls, with DynamoDB Local as warm as they find it.
  const getItem = await load(bareGetItem(table), options);
  const code = await load(
    rotating(callers, ({ key, orderId }) =>
      get(`${siteUrl}/api/v1/orders/${orderId}/code`, { authorization: `Bearer ${key}` }, (body) =>
        body.includes(`"code":"${CODE}"`),
      ),
    ),
    options,
  );
  const protocol = routePath('smsActivate.get');
  const status = await load(
    rotating(callers, ({ key, orderId }) =>
      get(
        `${siteUrl}${protocol}?api_key=${key}&action=getStatus&id=${orderId}`,
        {},
        (body) => body === `STATUS_OK:${CODE}`,
      ),
    ),
    options,
  );
  const statusV2 = await load(
    rotating(callers, ({ key, orderId }) =>
      get(`${siteUrl}${protocol}?api_key=${key}&action=getStatusV2&id=${orderId}`, {}, (body) =>
        body.includes(`"code":"${CODE}"`),
      ),
    ),
    options,
  );

  const webhookKey = (await createKeys(siteUrl, await fundedMember(siteUrl, runtime, 'bench-webhooks')))[0]!;
  const webhooks = await smsToWebhook(siteUrl, runtime, webhookKey);
  const polls = await pollUnits(runtime, callers);
  const lines = [
    `Each read finds its key by hash and its member, takes from the key's per-second bucket in memory, counts the member's day in memory (written once a window) and reads the order eventually (${callers.length} keys in turn; a numeric id for the protocol):`,
    row('DynamoDB Local GetItem', getItem),
    versus('GET /api/v1/orders/{id}/code', code, getItem),
    versus(`GET ${protocol} getStatus`, status, getItem),
    versus(`GET ${protocol} getStatusV2`, statusV2, getItem),
    `SMS webhook to the customer's webhook received   p50 ${percentile(webhooks, 50).toFixed(1)} ms   p99 ${percentile(webhooks, 99).toFixed(1)} ms   (${webhooks.length} codes, each sent signed by the routeSms consumer's first try)`,
    `Capacity units per poll (getStatus or /code: key admission and the order's read), mean of ${polls.length} polls ${POLL_GAP_MS} ms apart:`,
    ...itemised('per poll', polls),
  ];
  const { reads, writes } = meanUnits(polls);
  return { lines, pollUnits: { reads, writes }, pollMs: status.p50 };
}
