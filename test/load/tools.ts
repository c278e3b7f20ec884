// Simulated SMS-activation tools, one API key each: half speak the sms-activate protocol (getNumber, getStatus every
// second, setStatus), half the REST API (POST /orders, GET /orders/{id}/code every second, cancel). A tenth of the
// numbers are cancelled before any SMS, for the refund; the rest get their code from the supplier a moment later.

import { routePath } from '../../shared/routes.js';
import { chance, pollEverySecond, sleep, type World } from './world.js';

const PROTOCOL = routePath('smsActivate.get');

async function protocolCycle(world: World, key: string): Promise<void> {
  const call = (op: string, params: Record<string, string>, ok: (text: string) => boolean) =>
    world.stats.time(
      `GET handler_api.php ${op}`,
      () => world.call('GET', `${PROTOCOL}?${new URLSearchParams({ api_key: key, ...params })}`),
      (answer) => (answer.status === 200 && ok(answer.text) ? 'ok' : 'error'),
    );
  const number = await call('getNumber', { action: 'getNumber', service: 'wa', country: '16' }, (text) =>
    text.startsWith('ACCESS_NUMBER:'),
  );
  if (!number?.text.startsWith('ACCESS_NUMBER:')) return sleep(1_000);
  const [, id = '', digits = ''] = number.text.split(':');
  if (chance(0.1)) {
    await sleep(1_000);
    await call('getStatus', { action: 'getStatus', id }, (text) => text === 'STATUS_WAIT_CODE');
    await call('setStatus 8 (cancel)', { action: 'setStatus', id, status: '8' }, (text) => text === 'ACCESS_CANCEL');
    return;
  }
  const expected = world.sendCodeLater(`+${digits}`, 'sms-activate activation', id);
  const seen = await pollEverySecond(async () => {
    const status = await call('getStatus', { action: 'getStatus', id }, (text) => text.startsWith('STATUS_'));
    return status?.text === `STATUS_OK:${expected.code}`;
  });
  if (!seen) return;
  expected.seenAt = Date.now();
  await call('setStatus 6 (done)', { action: 'setStatus', id, status: '6' }, (text) => text === 'ACCESS_ACTIVATION');
}

async function restCycle(world: World, key: string): Promise<void> {
  const headers = { authorization: `Bearer ${key}` };
  const bought = await world.stats.time('POST /api/v1/orders', () =>
    world.json('POST', '/api/v1/orders', headers, { service: 'whatsapp', country: 'GB' }),
  );
  if (!bought || bought.status >= 300) return sleep(1_000);
  const order = (JSON.parse(bought.text) as { data: { id: string; phone_number: string } }).data;
  if (chance(0.1)) {
    await sleep(1_000);
    await world.stats.time('POST /api/v1/orders/{id}/cancel', () =>
      world.json('POST', `/api/v1/orders/${order.id}/cancel`, headers),
    );
    return;
  }
  const expected = world.sendCodeLater(order.phone_number, 'API order', order.id);
  const seen = await pollEverySecond(async () => {
    const answer = await world.stats.time('GET /api/v1/orders/{id}/code', () =>
      world.call('GET', `/api/v1/orders/${order.id}/code`, headers),
    );
    return (
      answer?.status === 200 &&
      (JSON.parse(answer.text) as { data: { code: string | null } }).data.code === expected.code
    );
  });
  if (seen) expected.seenAt = Date.now();
}

/** One tool, buying and polling until the run's end. */
export async function tool(world: World, key: string, protocol: boolean): Promise<void> {
  // Tools do not start in step.
  await sleep(Math.random() * 2_000);
  while (world.running) await (protocol ? protocolCycle(world, key) : restCycle(world, key));
}
