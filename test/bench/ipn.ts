// The IPN webhook under load (answer time) and how fast the consumer applies IPNs to payments and wallets.

import http from 'node:http';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { paymentKey } from '../../functions/adapters/dynamo/payment-entity.js';
import { coinPaymentsSignature } from '../../functions/adapters/payments/signatures.js';
import { callLocalBus, EVENT_SOURCE_TARGET } from '../../functions/local/eventbridge-local.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import type { RuntimeInfo } from '../../functions/local/runtime-file.js';
import { routePath } from '../../shared/routes.js';
import { percentile } from './load.js';

const PAYMENTS = Number(process.env.BENCH_IPNS ?? 300);
/** IPNs arriving per second, whatever the answers (open loop, as providers send them). */
const RATE = Number(process.env.BENCH_IPN_RATE ?? 50);

/** A top-up and the CoinPayments txn_id it recorded, which its IPN must carry (docs/decisions/008). */
interface TopUp {
  paymentId: string;
  txnId: string;
}

function signedIpn({ paymentId, txnId }: TopUp): string {
  return new URLSearchParams({
    ipn_version: '1.0',
    ipn_type: 'api',
    ipn_mode: 'hmac',
    ipn_id: paymentId,
    merchant: LOCAL_DEFAULTS.COINPAYMENTS_MERCHANT_ID,
    txn_id: txnId,
    status: '100',
    status_text: 'Complete',
    currency1: 'USD',
    currency2: 'BTC',
    amount1: '10.00',
    amount2: '0.00015385',
    received_amount: '0.00015385',
    custom: paymentId,
    invoice: paymentId,
  }).toString();
}

function post(url: string, body: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          hmac: coinPaymentsSignature(LOCAL_DEFAULTS.COINPAYMENTS_IPN_SECRET, body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function registerMember(siteUrl: string): Promise<string> {
  const password = 'bench password 1';
  const register = await fetch(`${siteUrl}${routePath('auth.register')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'Bench IPN',
      email: `ipn-${Date.now()}-${Math.random()}@example.com`,
      password,
      confirmPassword: password,
    }),
  });
  return register.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function createTopUps(siteUrl: string, cookie: string, count: number): Promise<TopUp[]> {
  const topUps: TopUp[] = [];
  for (let i = 0; i < count; i += 1) {
    const reply = await fetch(`${siteUrl}${routePath('users.createCoinPaymentsTopUp')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ amount: 1_000, currency: 'USD', crypto_currency: 'BTC' }),
    });
    const created = (await reply.json()) as { payment_id: string; transaction_id: string };
    topUps.push({ paymentId: created.payment_id, txnId: created.transaction_id });
  }
  return topUps;
}

/** Posts one signed IPN per payment, `rate` a second (null: all at once); returns the answer times and refusals. */
async function deliver(siteUrl: string, topUps: TopUp[], rate: number | null) {
  const agent = new http.Agent({ keepAlive: true });
  const url = `${siteUrl}${routePath('webhooks.coinPayments')}`;
  const latencies: number[] = [];
  let refused = 0;
  await Promise.all(
    topUps.map(async (topUp, index) => {
      if (rate !== null) await new Promise((resolve) => setTimeout(resolve, (index * 1000) / rate));
      const before = process.hrtime.bigint();
      if ((await post(url, signedIpn(topUp), agent)) !== 200) refused += 1;
      latencies.push(Number(process.hrtime.bigint() - before) / 1e6);
    }),
  );
  agent.destroy();
  return { latencies: latencies.sort((a, b) => a - b), refused };
}

/** Waits until the consumer has completed every payment (at most 120 s); returns how many it did. */
async function waitApplied(table: TableClient, topUps: TopUp[]): Promise<number> {
  const paymentIds = topUps.map((topUp) => topUp.paymentId);
  const completed = async (id: string) =>
    (await table.doc.send(new GetCommand({ TableName: table.tableName, Key: paymentKey(id) }))).Item?.status ===
    'completed';
  let pending = [...paymentIds];
  const deadline = Date.now() + 120_000;
  while (pending.length > 0 && Date.now() < deadline) {
    const done = await Promise.all(pending.map(completed));
    pending = pending.filter((_, i) => !done[i]);
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return paymentIds.length - pending.length;
}

/** Turns the applyPayment consumer's event source off or on at the local event bus (its IPNs wait in the queue). */
async function setApplying(eventBusEndpoint: string, enabled: boolean): Promise<void> {
  const reply = await callLocalBus(eventBusEndpoint, EVENT_SOURCE_TARGET, { consumer: 'applyPayment', enabled });
  if (!reply.ok) throw new Error(`The local event bus refused to switch applyPayment: ${reply.status}`);
}

const timing = ({ latencies, refused }: { latencies: number[]; refused: number }) =>
  `p50 ${percentile(latencies, 50).toFixed(2)} ms   p99 ${percentile(latencies, 99).toFixed(2)} ms   (${latencies.length} IPNs at ${RATE}/s, ${refused} refused`;

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

export interface IpnFigures {
  lines: string[];
  /** The webhook's answer p50, ms. */
  answerMs: number;
  /** The consumer's time per IPN applied from its queue (wall time over IPNs), ms. */
  applyMs: number;
}

export async function benchIpn(
  runtime: Pick<RuntimeInfo, 'siteUrl' | 'eventBusEndpoint'>,
  table: TableClient,
): Promise<IpnFigures> {
  const { siteUrl } = runtime;
  const cookie = await registerMember(siteUrl);

  // The answer by itself: on AWS the webhook and the consumer that applies its IPNs are separate functions on a
  // table that does not slow down at this rate; here they share two cores and one DynamoDB Local, so the consumer's
  // event source is off while the IPNs arrive (they wait in its queue), then on to drain them.
  const alone = await createTopUps(siteUrl, cookie, PAYMENTS);
  await setApplying(runtime.eventBusEndpoint, false);
  let answersAlone: Awaited<ReturnType<typeof deliver>>;
  try {
    answersAlone = await deliver(siteUrl, alone, RATE);
  } finally {
    await setApplying(runtime.eventBusEndpoint, true);
  }
  let started = process.hrtime.bigint();
  const drained = await waitApplied(table, alone);
  const drainedS = seconds(started);

  // As providers send them, with the consumer applying beside the webhook: an open loop at RATE a second.
  const paced = await createTopUps(siteUrl, cookie, PAYMENTS);
  started = process.hrtime.bigint();
  const answersBeside = await deliver(siteUrl, paced, RATE);
  const pacedApplied = await waitApplied(table, paced);
  const pacedS = seconds(started);

  // The consumer's own pace: a burst of IPNs all at once, applied as fast as the consumer goes.
  const burst = await createTopUps(siteUrl, cookie, PAYMENTS);
  started = process.hrtime.bigint();
  const burstAnswers = await deliver(siteUrl, burst, null);
  const burstApplied = await waitApplied(table, burst);
  const burstS = seconds(started);

  const answerP99 = percentile(answersAlone.latencies, 99);
  const lines = [
    `POST /webhooks/coinpayments, the answer alone          ${timing(answersAlone)}; target p99 < 50 ms) ${answerP99 < 50 ? 'ok' : 'MISSED'}`,
    `  then applied from the queue  ${(drained / drainedS).toFixed(0)} per second   (${drained} of ${PAYMENTS} payments completed and credited in ${drainedS.toFixed(1)} s)`,
    `POST /webhooks/coinpayments, the consumer beside it    ${timing(answersBeside)}; one process and one DynamoDB Local for both)`,
    `  applied at ${RATE}/s arriving     ${(pacedApplied / pacedS).toFixed(0)} per second   (${pacedApplied} of ${PAYMENTS} payments completed and credited in ${pacedS.toFixed(1)} s)`,
    `IPNs applied from a burst      ${(burstApplied / burstS).toFixed(0)} per second   (${burstApplied} of ${PAYMENTS} posted at once, ${burstAnswers.refused} refused, answer p99 ${percentile(burstAnswers.latencies, 99).toFixed(2)} ms; completed and credited in ${burstS.toFixed(1)} s)`,
  ];
  return {
    lines,
    answerMs: percentile(answersAlone.latencies, 50),
    applyMs: (1000 * drainedS) / drained,
  };
}
