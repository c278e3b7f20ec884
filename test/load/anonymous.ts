// Visitors buying without an account: a one-time number or a lease through CoinPayments, an eSIM through NOWPayments
// (the provider each purchase type is paid through), paid (or not) at the simulator; a paid one-time order's buyer
// polls check-sms every second for the code.

import { chance, pollEverySecond, sleep, type World } from './world.js';
import { payAtSimulator } from './payments.js';

const PURCHASES = [
  {
    provider: 'coinpayments',
    what: 'one-time',
    query: 'type=one-time&service_id=1&amount=999&currency=USD&crypto=BTC',
  },
  { provider: 'coinpayments', what: 'lease', query: 'type=lease&service_id=1&amount=1499&currency=USD&crypto=BTC' },
  { provider: 'nowpayments', what: 'eSIM', query: 'type=buy&amount=2500&currency=USD&crypto=usdttrc20' },
] as const;

async function purchase(world: World): Promise<void> {
  const choice = PURCHASES[Math.floor(Math.random() * PURCHASES.length)]!;
  const email =
    choice.what === 'lease' ? `&email=anon-${Date.now()}-${Math.random().toString(36).slice(2)}%40example.com` : '';
  const created = await world.stats.time(`GET /payment/${choice.provider}.php (anonymous ${choice.what})`, () =>
    world.call('GET', `/php-backend/api/payment/${choice.provider}.php?${choice.query}${email}`),
  );
  if (!created || created.status >= 300) return;
  const { payment_url: checkout, order_id: orderId } = JSON.parse(created.text) as {
    payment_url: string;
    order_id: string;
  };
  const outcome = await payAtSimulator(world, choice.provider, checkout, {
    pay: 0.85,
    underpay: 0.05,
    cancel: 0.05,
    expire: 0.05,
  });
  if (outcome !== 'pay') return;
  const paid = { orderId, fulfilled: false, provider: choice.provider };
  world.paidOrders.push(paid);
  let phone: string | null = null;
  paid.fulfilled = await pollEverySecond(async () => {
    const status = await world.stats.time('GET /anonymous/check-payment.php', () =>
      world.call('GET', `/php-backend/api/anonymous/check-payment.php?order_id=${orderId}`),
    );
    phone =
      status?.status === 200
        ? ((JSON.parse(status.text) as { order?: { phone_number?: string | null } }).order?.phone_number ?? null)
        : null;
    return phone !== null;
  });
  if (!phone || choice.what === 'eSIM') return;
  // A lease's message is mailed on to the checkout's email once it is confirmed (docs/decisions/053), which the run
  // never does: it checks that it was routed to the lease.
  const expected = world.sendCodeLater(phone, `anonymous ${choice.what}`, orderId, choice.what !== 'lease');
  if (choice.what === 'lease') return;
  const seen = await pollEverySecond(async () => {
    const sms = await world.stats.time('GET /anonymous/check-sms.php', () =>
      world.call('GET', `/php-backend/api/anonymous/check-sms.php?order_id=${orderId}`),
    );
    return sms?.status === 200 && (JSON.parse(sms.text) as { sms_code: string | null }).sms_code === expected.code;
  });
  if (seen) expected.seenAt = Date.now();
}

/** One visitor after another until the run's end. */
export async function visitor(world: World): Promise<void> {
  await sleep(Math.random() * 2_000);
  while (world.running) {
    await purchase(world);
    await sleep(chance(0.5) ? 500 : 1_500);
  }
}
