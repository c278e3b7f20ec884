import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyKey } from '../../../functions/adapters/dynamo/api-key-entity.js';
import { createApiKeyRepository } from '../../../functions/adapters/dynamo/api-key-repository.js';
import { transactWrite } from '../../../functions/adapters/dynamo/document-client.js';
import { createServiceRepository } from '../../../functions/adapters/dynamo/service-repository.js';
import { createStockRepositories } from '../../../functions/adapters/dynamo/stock-repositories.js';
import { createAnonymousOrderRepository } from '../../../functions/adapters/dynamo/anonymous-order-repository.js';
import { createUndeliverableAddressRepository } from '../../../functions/adapters/dynamo/undeliverable-address-repository.js';
import { createUserRepository } from '../../../functions/adapters/dynamo/user-repository.js';
import { webhookDeliveryPuts } from '../../../functions/adapters/dynamo/webhook-delivery-entity.js';
import { createWebhookDeliveryRepository } from '../../../functions/adapters/dynamo/webhook-delivery-repository.js';
import { inboundMessageForm } from '../../../functions/adapters/sms/twilio-inbound-message.js';
import { hostAddresses } from '../../../functions/adapters/webhooks/host-addresses.js';
import { createWebhookPoster } from '../../../functions/adapters/webhooks/post-webhook.js';
import { hashApiKey } from '../../../functions/domain/api-keys/api-key.js';
import { createCatalogue } from '../../../functions/domain/services/catalogue.js';
import { receiveSms } from '../../../functions/domain/sms/receive-sms.js';
import { routeSms } from '../../../functions/domain/sms/route-sms.js';
import { deliverDueWebhooks } from '../../../functions/domain/webhooks/deliver-due-webhooks.js';
import { TRY_TIMEOUT_MS } from '../../../functions/domain/webhooks/deliver-webhook.js';
import {
  CLAIM_MARGIN_MS,
  failedWebhookId,
  MAX_ATTEMPTS,
  RETRY_DELAYS_S,
  retryAt,
  type WebhookDelivery,
} from '../../../functions/domain/webhooks/webhook-delivery.js';
import { LOCAL_DEFAULTS } from '../../../functions/local/local-defaults.js';
import { inboundSmsForm } from '../../../shared/schemas/sms.js';
import { smsReceivedEvent } from '../../../shared/schemas/webhook-events.js';
import {
  SMS_ACTIVATE_WEBHOOK_EXAMPLE,
  SMS_RECEIVED_LEASE_EXAMPLE,
  SMS_RECEIVED_ORDER_EXAMPLE,
} from '../../../shared/webhook-examples.js';
import { developer } from '../../support/api-keys.js';
import { moveClock, stackNow } from '../../support/clock.js';
import { Client } from '../../support/http.js';
import { recordingMetrics } from '../../support/metrics.js';
import { runOps } from '../../support/ops.js';
import { stackEvents } from '../../support/outbox.js';
import { eventually } from '../../support/payments.js';
import { signedSms } from '../../support/sms.js';
import { localTable } from '../../support/table.js';

const table = localTable();
const deliveries = createWebhookDeliveryRepository(table);
/** What the job's runs in this file report (the consumers' first tries report in the stack's own process). */
const { metrics, recorded } = recordingMetrics();

/** Where webhooks may point under the local runtime. */
const webhookTargets = { allowLocalHttp: true, addresses: hostAddresses };

/**
 * The wake-ups the job's runs in this file would send to the tryWebhook queue: kept here, for the tests that race job
 * runs at chosen times (the stack's own tries, woken on the stack's clock, are the retry tests').
 */
const woken: { id: string; nextAttemptAt: string }[] = [];

/** The deliverWebhooks job's dependencies on the stack's table, but for its clock and its wake-ups. */
const jobDeps = {
  apiKeys: createApiKeyRepository(table),
  webhookDeliveries: deliveries,
  webhookTries: { schedule: async (delivery: { id: string; nextAttemptAt: string }) => void woken.push(delivery) },
  webhookTargets,
  postWebhook: createWebhookPoster(webhookTargets),
  metrics,
};

/** The deliverWebhooks job's domain function with a clock set to `time`. */
const runJobAt = (time: number) => deliverDueWebhooks({ ...jobDeps, clock: { now: () => new Date(time) } });

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A customer's receiver on 127.0.0.1: records each POST and answers `answer()`'s status. */
let receiver: Server;
let received: Received[] = [];
let answer: () => number = () => 200;
let receiverUrl: string;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(answer()).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

/** The receiver's check: `t=<unix>,v1=<HMAC-SHA256 of "<t>.<raw body>">` with the secret it was given. */
function signatureValid(secret: string, { headers, body }: Received): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers['x-webhook-signature']));
  return !!match && createHmac('sha256', secret).update(`${match[1]}.${body}`).digest('hex') === match[2];
}

/** Whether the delivery's first try (made by the routeSms consumer) has its outcome recorded. */
const firstTryDone = (delivery: WebhookDelivery | undefined) =>
  !!delivery && delivery.attempts === 1 && (delivery.status !== 'pending' || delivery.lastStatusCode !== null);

/**
 * A member with a key whose webhook points at the receiver, a one-time order, the code's SMS sent, and the first
 * try's outcome recorded.
 */
async function codeArrives(label: string) {
  const dev = await developer(table, 2_000, label);
  const secret = (await dev.api('PUT', '/webhook', { url: receiverUrl })).body.data.secret as string;
  const order = (await dev.api('POST', '/orders', { service: 'whatsapp', country: 'GB' })).body.data;
  expect((await signedSms(order.phone_number, 'Your WhatsApp code 482-917', 'WhatsApp').post()).status).toBe(200);
  const [delivery] = await eventually(
    () => deliveries.recent(dev.user.id, dev.keyId, 10),
    (found) => found.length === 1 && firstTryDone(found[0]),
  );
  return { dev, secret, order, delivery: delivery!, firstTriedAt: Date.parse(delivery!.lastAttemptAt!) };
}

/** A JSON value's shape: each field's name and type, nested (a null field is of its own type). */
function shapeOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value === null ? 'null-or-string' : typeof value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, shapeOf(field)]));
}

/** How late a try may be made after it falls due (docs/decisions/048 "Tries on time"). */
const ON_TIME_MS = 5_000;

/** A pending delivery written as the routing writes one (with its timer), for tries the tests choose. */
const store = (delivery: WebhookDelivery) => transactWrite(table.doc, webhookDeliveryPuts(table.tableName, [delivery]));

/** A delivery for the developer's key, due now, `attempts` tries made already. */
function pendingDelivery(dev: { user: { id: string }; keyId: string; key: string }, label: string, attempts = 0) {
  const now = new Date();
  const id = `evt_${label}_${now.getTime()}`;
  return {
    id,
    userId: dev.user.id,
    keyId: dev.keyId,
    keyHash: hashApiKey(dev.key),
    body: JSON.stringify({ id, event: 'sms.received', data: {} }),
    record: { kind: 'order', id: `ord_${label}` },
    occurredAt: now.toISOString(),
    status: 'pending',
    attempts,
    nextAttemptAt: now.toISOString(),
    lastStatusCode: null,
    lastAttemptAt: null,
    createdAt: now.toISOString(),
  } satisfies WebhookDelivery;
}

const storedKey = async (key: string) =>
  (await table.doc.send(new GetCommand({ TableName: table.tableName, Key: apiKeyKey(hashApiKey(key)) }))).Item!;

describe('webhooks to customers', () => {
  it('sets a key’s URL from the API Keys screen and answers a new whsec_ secret once, never listing it', async () => {
    const dev = await developer(table, 0, 'hook-member');
    const url = 'http://127.0.0.1:9/hooks';
    const set = await dev.client.put(`/users/api-keys.php?id=${dev.keyId}`, { webhook_url: url });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ success: true, webhook_secret: expect.stringMatching(/^whsec_[0-9a-f]{48}$/) });
    const listed = await dev.listed();
    expect(listed.webhook_url).toBe(url);
    expect(JSON.stringify(listed)).not.toContain(set.body.webhook_secret);
    expect(await storedKey(dev.key)).toMatchObject({ webhookUrl: url, webhookSecret: set.body.webhook_secret });

    const again = await dev.client.put(`/users/api-keys.php?id=${dev.keyId}`, { webhook_url: url });
    expect(again.body.webhook_secret).not.toBe(set.body.webhook_secret);
  });

  it('sets the calling key’s URL with PUT /api/v1/webhook and answers {url, format, secret}', async () => {
    const dev = await developer(table, 0, 'hook-api');
    const reply = await dev.api('PUT', '/webhook', { url: 'http://localhost:9/in' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      data: { url: 'http://localhost:9/in', format: 'standard', secret: expect.stringMatching(/^whsec_/) },
    });
    expect((await storedKey(dev.key)).webhookSecret).toBe(reply.body.data.secret);
    const protocol = await dev.api('PUT', '/webhook', { url: 'http://localhost:9/in', format: 'sms-activate' });
    expect(protocol.body.data.format).toBe('sms-activate');
    expect((await dev.listed()).webhook_format).toBe('sms-activate');
    const unknown = await dev.api('PUT', '/webhook', { url: 'http://localhost:9/in', format: 'xml' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual({ format: expect.any(String) });
    expect((await dev.listed()).webhook_format).toBe('sms-activate');
  });

  it('refuses a bad URL with a 400 saying why, and changes nothing', async () => {
    const dev = await developer(table, 0, 'hook-bad');
    for (const url of ['not a url', 'ftp://127.0.0.1/x', 'http://10.0.0.7/x', 'http://169.254.169.254/latest']) {
      const member = await dev.client.put(`/users/api-keys.php?id=${dev.keyId}`, { webhook_url: url });
      expect(member.status).toBe(400);
      expect(member.body.error).toMatch(/webhook URL/);
      const api = await dev.api('PUT', '/webhook', { url });
      expect(api.status).toBe(400);
      expect(api.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/webhook URL/) });
    }
    expect((await dev.api('PUT', '/webhook', { url: 5 })).status).toBe(400);
    expect((await dev.listed()).webhook_url).toBeNull();
    expect((await storedKey(dev.key)).webhookSecret).toBeNull();
  });
});

describe('sms.received deliveries', () => {
  it('POSTs the sms-activate protocol’s body to a key set to that format, signed with our headers', async () => {
    received = [];
    answer = () => 200;
    const dev = await developer(table, 2_000, 'hook-sms-activate');
    const set = await dev.client.put(`/users/api-keys.php?id=${dev.keyId}`, {
      webhook_url: receiverUrl,
      webhook_format: 'sms-activate',
    });
    expect(set.status).toBe(200);
    const secret = set.body.webhook_secret as string;
    const order = (await dev.api('POST', '/orders', { service: 'telegram', country: 'GB' })).body.data;
    expect((await signedSms(order.phone_number, 'Telegram code: 55821', 'Telegram').post()).status).toBe(200);
    const [delivery] = await eventually(
      () => deliveries.recent(dev.user.id, dev.keyId, 10),
      (found) => found.length === 1 && found[0]!.status === 'delivered',
    );
    expect(received).toHaveLength(1);
    const [post] = received;
    expect(post!.headers['x-webhook-id']).toBe(delivery!.id);
    expect(signatureValid(secret, post!)).toBe(true);
    const body = JSON.parse(post!.body);
    expect(shapeOf(body)).toEqual(shapeOf(SMS_ACTIVATE_WEBHOOK_EXAMPLE));
    expect(body).toEqual({
      // The protocol's numeric id where the order has one (docs/decisions/031 "Webhook formats").
      activationId: /^\d+$/.test(order.id) ? Number(order.id) : order.id,
      service: 'tg',
      text: 'Telegram code: 55821',
      code: '55821',
      country: 16,
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const receivedAt = (await dev.api('GET', `/orders/${order.id}`)).body.data.received_at as string;
    expect(body.receivedAt).toBe(receivedAt.slice(0, 19).replace('T', ' '));
  });

  it('POSTs one signed sms.received for a code to the key’s URL as the code arrives, and marks it delivered', async () => {
    received = [];
    answer = () => 204;
    const { dev, secret, order, delivery } = await codeArrives('hook-code');
    expect(received).toHaveLength(1);
    const [post] = received;
    expect(post!.headers['content-type']).toBe('application/json');
    expect(post!.headers['x-webhook-id']).toBe(delivery.id);
    expect(signatureValid(secret, post!)).toBe(true);
    expect(JSON.parse(post!.body)).toEqual({
      id: delivery.id,
      type: 'sms.received',
      event: 'sms.received',
      data: {
        order_id: order.id,
        phone_number: order.phone_number,
        service: 'WhatsApp',
        code: '482917',
        text: 'Your WhatsApp code 482-917',
        received_at: expect.any(String),
      },
      timestamp: expect.any(String),
    });
    // What the API page and the OpenAPI document show is what was delivered, field for field.
    expect(shapeOf(JSON.parse(post!.body))).toEqual(shapeOf(SMS_RECEIVED_ORDER_EXAMPLE));
    expect(smsReceivedEvent.safeParse(JSON.parse(post!.body)).success).toBe(true);
    expect(await deliveries.recent(dev.user.id, dev.keyId, 10)).toMatchObject([
      { status: 'delivered', attempts: 1, lastStatusCode: 204 },
    ]);
    await runJobAt(Date.now() + 86_400_000);
    expect(received).toHaveLength(1);
  });

  it('retries a receiver answering 500 at 10 s, 60 s, … for 24 hours, each within 5 s of its time, then marks it failed', async () => {
    received = [];
    answer = () => 500;
    const { dev, secret, delivery, firstTriedAt } = await codeArrives('hook-retry');
    expect(received).toHaveLength(1);
    // Each try sets the next one's time by the schedule; the stack's clock moves to a second before it (nothing),
    // then on by quarter seconds until the try is made: woken by its own delayed message, not by the job's next
    // minute (docs/decisions/048 "Tries on time"), within 5 s of its time.
    let triedAt = firstTriedAt;
    for (const delay of RETRY_DELAYS_S) {
      const tries = received.length;
      const due = Date.parse((await deliveries.find(delivery))!.nextAttemptAt);
      expect(due - triedAt).toBe(delay * 1_000);
      await moveClock(due - 1_000 - (await stackNow()));
      expect(received).toHaveLength(tries);
      for (let moved = 0; received.length === tries && moved < ON_TIME_MS + 1_000; moved += 250) await moveClock(250);
      expect(received).toHaveLength(tries + 1);
      triedAt = Date.parse((await deliveries.find(delivery))!.lastAttemptAt!);
      expect(triedAt - due).toBeGreaterThanOrEqual(0);
      expect(triedAt - due).toBeLessThan(ON_TIME_MS);
    }
    expect(received).toHaveLength(MAX_ATTEMPTS);
    expect(RETRY_DELAYS_S.reduce((sum, delay) => sum + delay, 0)).toBeGreaterThanOrEqual(86_000);
    expect(new Set(received.map((post) => post.headers['x-webhook-id']))).toEqual(new Set([delivery.id]));
    expect(received.every((post) => signatureValid(secret, post))).toBe(true);
    // The last try's wake-up ends it once its answer is in: failed, kept for an operator, nothing more sent.
    await moveClock(86_400_000);
    expect(received).toHaveLength(MAX_ATTEMPTS);
    expect(await deliveries.recent(dev.user.id, dev.keyId, 10)).toMatchObject([
      { status: 'failed', attempts: MAX_ATTEMPTS, lastStatusCode: 500 },
    ]);
    const back = new Client();
    expect((await back.post('/auth/login.php', { email: dev.email, password: dev.password })).status).toBe(200);
    const listed = await back.get(`/users/api-keys/deliveries.php?id=${dev.keyId}`);
    expect(listed.body).toEqual({
      success: true,
      deliveries: [
        {
          id: delivery.id,
          event: 'sms.received',
          status: 'failed',
          attempts: MAX_ATTEMPTS,
          last_status_code: 500,
          last_attempt_at: new Date(triedAt).toISOString(),
          next_attempt_at: null,
          created_at: delivery.createdAt,
        },
      ],
    });
    const other = await developer(table, 0, 'hook-other');
    expect((await other.client.get(`/users/api-keys/deliveries.php?id=${dev.keyId}`)).status).toBe(404);
  });

  it('counts each failed try of the job and the delivery’s end in the business figures', async () => {
    received = [];
    answer = () => 500;
    const { firstTriedAt } = await codeArrives('hook-counted');
    recorded.length = 0;
    let time = firstTriedAt;
    for (const delay of RETRY_DELAYS_S) {
      time += delay * 1_000;
      await runJobAt(time);
    }
    // The job in this file made every retry (the stack's own wake-ups find them made); it may also have tried
    // other files' deliveries, hence at least.
    const reported = (figure: string) => recorded.filter((call) => call.figure === figure).length;
    expect(reported('webhookTryFailed')).toBeGreaterThanOrEqual(RETRY_DELAYS_S.length);
    expect(reported('webhookDeliveryFailed')).toBeGreaterThanOrEqual(1);
  });

  it('delivers to a receiver that fails twice then succeeds: three POSTs, one id, each validly signed', async () => {
    received = [];
    let answers = 0;
    answer = () => (++answers <= 2 ? 503 : 200);
    const { dev, secret, delivery } = await codeArrives('hook-third');
    for (const delay of RETRY_DELAYS_S.slice(0, 2)) await moveClock(delay * 1_000 + ON_TIME_MS);
    expect(received.map((post) => post.headers['x-webhook-id'])).toEqual([delivery.id, delivery.id, delivery.id]);
    expect(received.every((post) => signatureValid(secret, post))).toBe(true);
    expect(JSON.parse(received[2]!.body)).toMatchObject({ id: delivery.id, event: 'sms.received' });
    expect(await deliveries.recent(dev.user.id, dev.keyId, 10)).toMatchObject([
      { status: 'delivered', attempts: 3, lastStatusCode: 200 },
    ]);
    // Delivered: later tries, and the job's runs, send nothing more.
    await moveClock(86_400_000);
    expect(received).toHaveLength(3);
  });

  it('POSTs sms.received for each message a lease of theirs gets, with the sender', async () => {
    received = [];
    answer = () => 200;
    const dev = await developer(table, 3_000, 'hook-lease');
    const secret = (await dev.api('PUT', '/webhook', { url: receiverUrl })).body.data.secret as string;
    const lease = (await dev.api('POST', '/lease/create', { service: 'WhatsApp', duration: 30 })).body.data;
    expect((await signedSms(lease.phone_number, 'Hello from the bank', '+447700900111').post()).status).toBe(200);
    await eventually(
      () => deliveries.recent(dev.user.id, dev.keyId, 10),
      (found) => found[0]?.status === 'delivered',
    );
    expect(received).toHaveLength(1);
    expect(signatureValid(secret, received[0]!)).toBe(true);
    expect(shapeOf(JSON.parse(received[0]!.body))).toEqual(shapeOf(SMS_RECEIVED_LEASE_EXAMPLE));
    expect(JSON.parse(received[0]!.body).data).toEqual({
      lease_id: lease.id,
      phone_number: lease.phone_number,
      service: 'WhatsApp',
      from: '+447700900111',
      code: null,
      text: 'Hello from the bank',
      received_at: expect.any(String),
    });
  });

  it('sends a due retry once when three job runs start at the same moment', async () => {
    received = [];
    let answers = 0;
    answer = () => (++answers === 1 ? 500 : 200);
    const { dev, firstTriedAt } = await codeArrives('hook-race');
    const due = firstTriedAt + RETRY_DELAYS_S[0] * 1_000;
    woken.length = 0;
    await Promise.all([runJobAt(due), runJobAt(due), runJobAt(due)]);
    expect(received).toHaveLength(2);
    // The one run that took the try woke the next one (which finds it delivered); the others woke nothing.
    expect(woken.filter((wake) => wake.id === received[0]!.headers['x-webhook-id'])).toHaveLength(1);
    expect(await deliveries.recent(dev.user.id, dev.keyId, 10)).toMatchObject([{ status: 'delivered', attempts: 2 }]);
  });

  it('loses no webhook and sends none twice when the routing consumer stops right after its transaction', async () => {
    received = [];
    answer = () => 200;
    const dev = await developer(table, 2_000, 'hook-crash');
    const secret = (await dev.api('PUT', '/webhook', { url: receiverUrl })).body.data.secret as string;
    const order = (await dev.api('POST', '/orders', { service: 'whatsapp', country: 'GB' })).body.data;
    // The consumer's work up to its crash: the message stored (its event kept from the stack), then routed, and no
    // first try made.
    const clock = { now: () => new Date() };
    const deps = {
      ...createStockRepositories(table),
      clock,
      catalogue: createCatalogue(createServiceRepository(table), clock),
      users: createUserRepository(table),
      anonymousOrders: createAnonymousOrderRepository(table),
      undeliverableAddresses: createUndeliverableAddressRepository(table),
      apiKeys: createApiKeyRepository(table),
      events: stackEvents(),
      metrics,
      publicUrl: 'http://localhost',
    };
    const form = inboundMessageForm(
      { to: order.phone_number, body: 'Your WhatsApp code 771-204', from: 'WhatsApp' },
      LOCAL_DEFAULTS.SMS_SUPPLIER_AUTH_TOKEN,
    );
    const sms = await receiveSms(
      { ...deps, events: { publish: async () => undefined } },
      inboundSmsForm.parse(Object.fromEntries(form)),
    );
    const routed = await routeSms(deps, sms.messageSid);
    expect(routed.webhooks).toHaveLength(1);
    // The delivery was written with the code: pending, due now, not lost with the consumer.
    const [written] = await deliveries.recent(dev.user.id, dev.keyId, 10);
    expect(written).toMatchObject({ id: `evt_${sms.messageSid}`, record: { kind: 'order', id: order.id } });
    expect((await dev.api('GET', `/orders/${order.id}`)).body.data.code).toBe('771204');
    // The event redelivered routes nothing again and writes no second delivery.
    expect((await routeSms(deps, sms.messageSid)).webhooks).toEqual([]);
    // Two job runs at once (and the stack's own, every minute) make the first try: one POST, signed.
    await Promise.all([runJobAt(Date.now()), runJobAt(Date.now())]);
    await eventually(
      () => deliveries.recent(dev.user.id, dev.keyId, 10),
      (found) => found[0]?.status === 'delivered',
    );
    expect(received.map((post) => post.headers['x-webhook-id'])).toEqual([`evt_${sms.messageSid}`]);
    expect(signatureValid(secret, received[0]!)).toBe(true);
    expect(JSON.parse(received[0]!.body).data).toMatchObject({ order_id: order.id, code: '771204' });
    expect(await deliveries.recent(dev.user.id, dev.keyId, 10)).toMatchObject([{ status: 'delivered', attempts: 1 }]);
  });

  it('writes the delivery with an operator’s sms:assign of a code to the member’s order, sent once', async () => {
    received = [];
    answer = () => 200;
    const dev = await developer(table, 2_000, 'hook-assign');
    const secret = (await dev.api('PUT', '/webhook', { url: receiverUrl })).body.data.secret as string;
    const order = (await dev.api('POST', '/orders', { service: 'whatsapp', country: 'GB' })).body.data;
    const sms = signedSms('+447700900997', 'Your WhatsApp code 660-413', 'WhatsApp');
    expect((await sms.post()).status).toBe(200);
    await eventually(
      () => createStockRepositories(table).inboundSms.find(sms.messageSid),
      (stored) => stored?.status === 'unmatched',
    );
    expect(await deliveries.recent(dev.user.id, dev.keyId, 10)).toEqual([]);
    expect((await runOps(['sms:assign', sms.messageSid, order.id])).stdout).toContain('completed with code 660413');
    const [written] = await deliveries.recent(dev.user.id, dev.keyId, 10);
    expect(written).toMatchObject({ id: `evt_${sms.messageSid}`, record: { kind: 'order', id: order.id } });
    await runJobAt(Date.now());
    await eventually(
      () => deliveries.recent(dev.user.id, dev.keyId, 10),
      (found) => found[0]?.status === 'delivered',
    );
    expect(received).toHaveLength(1);
    expect(signatureValid(secret, received[0]!)).toBe(true);
    expect(JSON.parse(received[0]!.body).data).toMatchObject({ order_id: order.id, code: '660413' });
  });

  it('keeps a delivery whose last try fails for the operator, who sends it again or dismisses it', async () => {
    received = [];
    answer = () => 500;
    const dev = await developer(table, 0, 'hook-kept');
    await dev.api('PUT', '/webhook', { url: receiverUrl });
    const [kept, dropped] = [
      pendingDelivery(dev, 'kept', MAX_ATTEMPTS - 1),
      pendingDelivery(dev, 'dropped', MAX_ATTEMPTS - 1),
    ];
    await store(kept);
    await store(dropped);
    await runJobAt(Date.now());
    const failedBoth = (found: WebhookDelivery[]) =>
      found.filter((delivery) => delivery.status === 'failed').length === 2;
    await eventually(() => deliveries.recent(dev.user.id, dev.keyId, 10), failedBoth);

    const listed = (await runOps(['outbox:failed', '1000'])).stdout.split('\n');
    const line = (delivery: WebhookDelivery) => listed.find((entry) => entry.includes(failedWebhookId(delivery)));
    const host = new URL(receiverUrl).host;
    expect(line(kept)).toContain(`webhook to ${host}  order ord_kept  after ${MAX_ATTEMPTS} tries: HTTP 500`);
    expect(line(dropped)).toContain(`webhook to ${host}  order ord_dropped  after ${MAX_ATTEMPTS} tries: HTTP 500`);

    expect((await runOps(['outbox:dismiss', failedWebhookId(dropped)])).stdout).toContain('dismissed');
    answer = () => 200;
    expect((await runOps(['outbox:retry', failedWebhookId(kept)])).stdout).toContain('due again');
    // The member's log shows it no longer failed: pending again, its tries counted afresh, until a job sends it.
    const retried = (await deliveries.recent(dev.user.id, dev.keyId, 10)).find((found) => found.id === kept.id);
    expect(retried?.status).not.toBe('failed');
    await runJobAt(Date.now() + 1_000);
    const log = await eventually(
      () => deliveries.recent(dev.user.id, dev.keyId, 10),
      (found) => found.some((delivery) => delivery.id === kept.id && delivery.status === 'delivered'),
    );
    expect(log.find((delivery) => delivery.id === dropped.id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
    });
    expect(received.filter((post) => post.headers['x-webhook-id'] === kept.id)).toHaveLength(2);
    expect(received.filter((post) => post.headers['x-webhook-id'] === dropped.id)).toHaveLength(1);
    const after = (await runOps(['outbox:failed', '1000'])).stdout;
    expect(after).not.toContain(failedWebhookId(kept));
    expect(after).not.toContain(failedWebhookId(dropped));
    expect((await runOps(['outbox:retry', failedWebhookId(kept)])).stderr).toContain('No failed email or webhook');
    // Five operator commands, each a process of its own (a few seconds each on a loaded machine).
  }, 120_000);

  it('never lets two live jobs send one try: a try whose POST hangs stays claimed until its POST has ended', async () => {
    // A receiver that reads the POST and never answers, so each try lasts its whole timeout.
    let hung = 0;
    const slow = createServer((request) => {
      hung += 1;
      request.resume();
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const dev = await developer(table, 0, 'hook-slow');
    await dev.api('PUT', '/webhook', { url: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/hooks` });
    const pending = pendingDelivery(dev, 'slow');
    await store(pending);
    // Jobs on the real clock: one takes the try and waits out its POST; others start every 200 ms meanwhile.
    const liveJob = () => deliverDueWebhooks({ ...jobDeps, clock: { now: () => new Date() } });
    let first = true;
    const firstJob = liveJob().finally(() => (first = false));
    const startedAt = Date.now();
    const others: Promise<number>[] = [];
    while (first) {
      others.push(liveJob());
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await Promise.all([firstJob, ...others]);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(TRY_TIMEOUT_MS - 500);
    expect(hung).toBe(1);
    const [tried] = await deliveries.recent(dev.user.id, dev.keyId, 10);
    expect(tried).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    // The claim outlived the POST by the margin, and the retry keeps its schedule.
    const claimedAt = Date.parse(tried!.lastAttemptAt!);
    expect(Date.parse(tried!.nextAttemptAt) - claimedAt).toBeGreaterThanOrEqual(TRY_TIMEOUT_MS + CLAIM_MARGIN_MS);
    expect(Date.parse(tried!.nextAttemptAt)).toBe(Date.parse(retryAt(1, new Date(claimedAt))));
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  }, 30_000);
});
