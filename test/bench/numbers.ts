// The numbers issue's figures: SMS webhook to code readable, one-time purchases per second, and the DynamoDB
// capacity units one purchase and one SMS consume.

import { createCatalogue } from '../../functions/domain/services/catalogue.js';
import { createApiKeyRepository } from '../../functions/adapters/dynamo/api-key-repository.js';
import { createServiceRepository } from '../../functions/adapters/dynamo/service-repository.js';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { createAnonymousOrderRepository } from '../../functions/adapters/dynamo/anonymous-order-repository.js';
import { createUndeliverableAddressRepository } from '../../functions/adapters/dynamo/undeliverable-address-repository.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { createWalletRepository } from '../../functions/adapters/dynamo/wallet-repository.js';
import { inboundMessageForm } from '../../functions/adapters/sms/twilio-inbound-message.js';
import { twilioSignature } from '../../functions/adapters/sms/twilio-signature.js';
import { rentNumber } from '../../functions/domain/leases/rent-number.js';
import { buyOneTimeNumber } from '../../functions/domain/orders/buy-one-time-number.js';
import type { EventPublisher } from '../../functions/domain/ports.js';
import { receiveSms } from '../../functions/domain/sms/receive-sms.js';
import { routeSms } from '../../functions/domain/sms/route-sms.js';
import { importNumbers } from '../../functions/domain/stock/import-numbers.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import type { RuntimeInfo } from '../../functions/local/runtime-file.js';
import { inboundSmsForm } from '../../shared/schemas/sms.js';
import { routePath } from '../../shared/routes.js';
import { recordingMetrics } from '../support/metrics.js';
import { itemised, meanUnits, meteredTable, type FlowUnits, type Units } from './capacity.js';
import { percentile } from './load.js';

const SMS_ROUNDS = Number(process.env.BENCH_SMS ?? 50);
const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 200);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 10);
const METERED = 20;
/** Between two reads of the orders, so the polling does not crowd out the consumer it waits for. */
const POLL_GAP_MS = 5;
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };

export interface Member {
  id: string;
  cookie: string;
}

/** Every bench member's password, which a new API key asks for again (docs/decisions/050). */
export const BENCH_PASSWORD = 'bench password 1';

export async function fundedMember(siteUrl: string, runtime: RuntimeInfo, label: string): Promise<Member> {
  const password = BENCH_PASSWORD;
  const reply = await fetch(`${siteUrl}${routePath('auth.register')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: label,
      email: `${label}-${Date.now()}@example.com`,
      password,
      confirmPassword: password,
    }),
  });
  const { user } = (await reply.json()) as { user: { id: string } };
  const { table } = meteredTable({
    tableName: runtime.tableName,
    region: runtime.region,
    endpoint: runtime.dynamodbEndpoint,
  });
  await createWalletRepository(table).apply(
    [
      {
        userId: user.id,
        kind: 'top_up',
        amountCents: 1_000_000,
        description: 'Bench top-up',
        reference: `bench:${user.id}`,
      },
    ],
    new Date(),
  );
  return { id: user.id, cookie: reply.headers.getSetCookie()[0]!.split(';')[0]! };
}

export const call = (siteUrl: string, member: Member, name: 'users.createOrder' | 'users.listOrders', body?: unknown) =>
  fetch(`${siteUrl}${routePath(name)}`, {
    method: name === 'users.createOrder' ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', cookie: member.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The supplier's webhook for `to`, signed with the local auth token, posted as Twilio posts it. */
export function postSms(siteUrl: string, runtime: RuntimeInfo, to: string, body: string) {
  const url = `${runtime.publicUrl}${routePath('webhooks.sms')}`;
  const form = inboundMessageForm({ to, body, from: 'WhatsApp' }, LOCAL_DEFAULTS.SMS_SUPPLIER_AUTH_TOKEN);
  return fetch(`${siteUrl}${routePath('webhooks.sms')}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(LOCAL_DEFAULTS.SMS_SUPPLIER_AUTH_TOKEN, url, form),
    },
    body: form.toString(),
  });
}

/** From posting the webhook to a GET /users/orders.php that shows the code, polled back to back. */
async function webhookToCode(siteUrl: string, runtime: RuntimeInfo, member: Member): Promise<number[]> {
  const latencies: number[] = [];
  // Round 0 warms up: it loads the webhook area and the consumer, as a Lambda cold start would, and is not counted.
  for (let round = 0; round <= SMS_ROUNDS; round += 1) {
    const { phone_number } = (await (await call(siteUrl, member, 'users.createOrder', WHATSAPP)).json()) as {
      phone_number: string;
    };
    const code = String(100_000 + round);
    const started = process.hrtime.bigint();
    if ((await postSms(siteUrl, runtime, phone_number, `Your WhatsApp code is ${code}`)).status !== 200) {
      throw new Error('The SMS webhook refused a signed message');
    }
    for (;;) {
      const { orders } = (await (await call(siteUrl, member, 'users.listOrders')).json()) as {
        orders: { verification_code: string | null }[];
      };
      if (orders[0]?.verification_code === code) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_GAP_MS));
    }
    if (round > 0) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return latencies.sort((a, b) => a - b);
}

/** PURCHASES one-time purchases by BUYERS members at once, each buying again as soon as it has its number. */
async function purchases(siteUrl: string, buyers: Member[]) {
  let started = 0;
  let failed = 0;
  const latencies: number[] = [];
  const begin = process.hrtime.bigint();
  await Promise.all(
    buyers.map(async (member) => {
      while (started < PURCHASES) {
        started += 1;
        const before = process.hrtime.bigint();
        if ((await call(siteUrl, member, 'users.createOrder', WHATSAPP)).status !== 201) failed += 1;
        latencies.push(Number(process.hrtime.bigint() - before) / 1e6);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - begin) / 1e9;
  latencies.sort((a, b) => a - b);
  return { perSecond: PURCHASES / seconds, failed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/**
 * Capacity units of the domain work itself, on a metered client of the same table: a purchase (stock read and the
 * transaction), and an SMS (stored by the webhook, then routed by the consumer, to be complete the event is handed
 * straight to routeSms). The session check every member call makes comes on top: two GetItems.
 */
async function capacity(runtime: RuntimeInfo, member: Member) {
  const meter = meteredTable({
    tableName: runtime.tableName,
    region: runtime.region,
    endpoint: runtime.dynamodbEndpoint,
  });
  const clock = { now: () => new Date() };
  const published: string[] = [];
  const events: EventPublisher = {
    async publish(name, detail) {
      // The outbox's announcements are not routed here: the bench counts what the purchase and routing write.
      if (name === 'SmsReceived') published.push((detail as { messageSid: string }).messageSid);
    },
  };
  const deps = {
    ...createStockRepositories(meter.table),
    clock,
    events,
    catalogue: createCatalogue(createServiceRepository(meter.table), clock),
    users: createUserRepository(meter.table),
    anonymousOrders: createAnonymousOrderRepository(meter.table),
    undeliverableAddresses: createUndeliverableAddressRepository(meter.table),
    apiKeys: createApiKeyRepository(meter.table),
    metrics: recordingMetrics().metrics,
    publicUrl: 'http://localhost',
  };
  await deps.catalogue.list();
  const user = (await deps.users.findById(member.id))!;
  const units = { oneTime: [] as Units[], lease: [] as Units[], smsToOrder: [] as Units[], smsToLease: [] as Units[] };
  const sms = async (to: string, into: Units[]) => {
    meter.take();
    const form = inboundMessageForm({ to, body: 'Your code is 246810', from: 'WhatsApp' }, 'bench');
    await receiveSms(deps, inboundSmsForm.parse(Object.fromEntries(form)));
    await routeSms(deps, published.pop()!);
    into.push(meter.take());
  };
  for (let i = 0; i < METERED; i += 1) {
    meter.take();
    const order = await buyOneTimeNumber(deps, user, WHATSAPP);
    units.oneTime.push(meter.take());
    await sms(order.phoneNumber, units.smsToOrder);
    const lease = await rentNumber(deps, user, { ...WHATSAPP, price_cents: 1499 });
    units.lease.push(meter.take());
    await sms(lease.phoneNumber, units.smsToLease);
  }
  return units;
}

export interface NumbersFigures {
  lines: string[];
  /** Mean billed units of each flow. */
  units: { oneTime: FlowUnits; lease: FlowUnits; smsToOrder: FlowUnits; smsToLease: FlowUnits };
  /** p50 of a member's purchase, ms. */
  purchaseMs: number;
  /** p50 from the supplier's webhook to the code readable, ms: the webhook and the consumer together. */
  smsMs: number;
}

export async function benchNumbers(siteUrl: string, runtime: RuntimeInfo): Promise<NumbersFigures> {
  const { table } = meteredTable({
    tableName: runtime.tableName,
    region: runtime.region,
    endpoint: runtime.dynamodbEndpoint,
  });
  // The bench adds the numbers it sells, so the seeded stock is left as it was.
  const needed = 1 + SMS_ROUNDS + PURCHASES + 2 * METERED;
  const numbers = Array.from({ length: needed }, (_, i) => `+4477009${String(10_000 + i).padStart(5, '0')}`);
  await importNumbers(createStockRepositories(table).numbers, numbers.join('\n'), new Date());

  const sms = await webhookToCode(siteUrl, runtime, await fundedMember(siteUrl, runtime, 'bench-sms'));
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) => fundedMember(siteUrl, runtime, `bench-buyer-${i}`)),
  );
  const bought = await purchases(siteUrl, buyers);
  const units = await capacity(runtime, await fundedMember(siteUrl, runtime, 'bench-capacity'));
  const p99 = percentile(sms, 99);
  const lines = [
    `SMS webhook to code readable (GET /users/orders.php)   p50 ${percentile(sms, 50).toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   (${sms.length} SMS; target p99 < 250 ms) ${p99 < 250 ? 'ok' : 'MISSED'}`,
    `One-time purchases (POST /users/orders.php)           ${bought.perSecond.toFixed(1)} per second   p50 ${bought.p50.toFixed(1)} ms   p99 ${bought.p99.toFixed(1)} ms   (${PURCHASES} by ${BUYERS} members at once, ${bought.failed} failed)`,
    `Capacity units, mean of ${METERED} each, as AWS bills them, itemised (plus each member call's session check; targets 10, 10, 8):`,
    ...itemised('per one-time purchase', units.oneTime),
    ...itemised('per lease', units.lease),
    ...itemised('per SMS to an order', units.smsToOrder),
    ...itemised('per SMS to a lease', units.smsToLease),
  ];
  const flow = (runs: Units[]): FlowUnits => {
    const { reads, writes } = meanUnits(runs);
    return { reads, writes };
  };
  return {
    lines,
    units: {
      oneTime: flow(units.oneTime),
      lease: flow(units.lease),
      smsToOrder: flow(units.smsToOrder),
      smsToLease: flow(units.smsToLease),
    },
    purchaseMs: bought.p50,
    smsMs: percentile(sms, 50),
  };
}
