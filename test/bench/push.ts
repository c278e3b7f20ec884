// The code push's figures (docs/decisions/041): webhook answered to code received, pushed down the order's socket
// beside polled at the spec's 5 s, in one run; and the API calls a waiting order costs either way.

import WebSocket from 'ws';
import { ORDER_POLL_INTERVAL_MS, ANONYMOUS_SMS_POLL_INTERVAL_MS } from '../../shared/constants.js';
import { PUSH_PATH } from '../../shared/schemas/push.js';
import type { RuntimeInfo } from '../../functions/local/runtime-file.js';
import { percentile } from './load.js';
import { call, fundedMember, postSms, type Member } from './numbers.js';

const PUSHED = Number(process.env.BENCH_PUSHED ?? 20);
const POLLED = Number(process.env.BENCH_POLLED ?? 5);
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };
/** The wait the spec's copy gives for most codes: 2-5 minutes; the figures below use 3. */
const TYPICAL_WAIT_S = 180;
const LONGEST_WAIT_S = 900;

async function buy(siteUrl: string, member: Member): Promise<{ id: string; number: string }> {
  const reply = await call(siteUrl, member, 'users.createOrder', WHATSAPP);
  const body = (await reply.json()) as { order_id: string; phone_number: string };
  return { id: body.order_id, number: body.phone_number };
}

/** One order waited for as the page does with its socket: open it, read the orders once, take the pushed code. */
async function pushedCode(siteUrl: string, runtime: RuntimeInfo, member: Member, code: string) {
  const order = await buy(siteUrl, member);
  const socket = new WebSocket(`${siteUrl.replace(/^http/, 'ws')}${PUSH_PATH}?order=${order.id}`, {
    headers: { origin: new URL(runtime.publicUrl).origin, cookie: member.cookie },
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  // What came before the socket opened is read once (the page's rule); nothing else is asked while it waits.
  await call(siteUrl, member, 'users.listOrders');
  const calls = 1;
  const arrived = new Promise<number>((resolve) => socket.once('message', () => resolve(Date.now())));
  const answered = await postSms(siteUrl, runtime, order.number, `Your WhatsApp code ${code}`);
  const accepted = Date.now();
  if (answered.status !== 200) throw new Error('The SMS webhook failed');
  const ms = Math.max(0, (await arrived) - accepted);
  socket.close();
  return { ms, calls };
}

/** One order waited for as the page does without a socket: read the orders every 5 s until the code shows. */
async function polledCode(siteUrl: string, runtime: RuntimeInfo, member: Member, code: string) {
  const order = await buy(siteUrl, member);
  // The SMS lands somewhere within a poll's interval, as it would in life.
  const offset = Math.random() * ORDER_POLL_INTERVAL_MS;
  setTimeout(() => void postSms(siteUrl, runtime, order.number, `Your WhatsApp code ${code}`), offset);
  const accepted = Date.now() + offset;
  for (let polls = 1; ; polls += 1) {
    const reply = await call(siteUrl, member, 'users.listOrders');
    const { orders } = (await reply.json()) as { orders: { id: string; verification_code: string | null }[] };
    if (orders.find((found) => found.id === order.id)?.verification_code)
      return { ms: Math.round(Date.now() - accepted), polls };
    await new Promise((resolve) => setTimeout(resolve, ORDER_POLL_INTERVAL_MS));
  }
}

const figures = (label: string, values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return `${label.padEnd(38)} p50 ${String(percentile(sorted, 50)).padStart(5)} ms   p99 ${String(percentile(sorted, 99)).padStart(5)} ms   (${values.length} codes)`;
};

export async function benchPush(siteUrl: string, runtime: RuntimeInfo): Promise<string[]> {
  const member = await fundedMember(siteUrl, runtime, 'bench-push');
  const pushed = [];
  for (let i = 0; i < PUSHED; i += 1) pushed.push(await pushedCode(siteUrl, runtime, member, String(400_000 + i)));
  const polled = [];
  for (let i = 0; i < POLLED; i += 1) polled.push(await polledCode(siteUrl, runtime, member, String(500_000 + i)));
  const pollsPer = (waitS: number, intervalMs: number) => Math.ceil((waitS * 1000) / intervalMs) + 1;
  return [
    figures(
      'Webhook answered to code, pushed',
      pushed.map(({ ms }) => ms),
    ),
    `${'  the first push after the start'.padEnd(38)} ${pushed[0]!.ms} ms`,
    figures(
      'Webhook answered to code, polled 5 s',
      polled.map(({ ms }) => ms),
    ),
    '',
    'API calls per waiting order (HTTP requests the page makes; the socket adds $connect and $disconnect invocations',
    'and one pushed message, which API Gateway bills per message and connection minute, not per request):',
    `  with the socket: ${pushed[0]!.calls} read when it opens, whatever the wait (measured on ${PUSHED} orders)`,
    `  polled, member (every ${ORDER_POLL_INTERVAL_MS / 1000} s): ${pollsPer(TYPICAL_WAIT_S, ORDER_POLL_INTERVAL_MS)} for a ${TYPICAL_WAIT_S / 60}-minute wait, ${pollsPer(LONGEST_WAIT_S, ORDER_POLL_INTERVAL_MS)} for ${LONGEST_WAIT_S / 60} minutes with no code`,
    `  polled, anonymous (every ${ANONYMOUS_SMS_POLL_INTERVAL_MS / 1000} s): ${pollsPer(TYPICAL_WAIT_S, ANONYMOUS_SMS_POLL_INTERVAL_MS)} for a ${TYPICAL_WAIT_S / 60}-minute wait, ${pollsPer(LONGEST_WAIT_S, ANONYMOUS_SMS_POLL_INTERVAL_MS)} for ${LONGEST_WAIT_S / 60} minutes`,
    `  measured polls per polled order here (codes within one interval): ${polled.map(({ polls }) => polls).join(', ')}`,
  ];
}
