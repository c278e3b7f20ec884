// Members buying from their wallets on the site: one-time numbers (polling their orders every second for the code,
// sometimes cancelling first for the refund), 30-day leases (the SMS lands in the inbox), eSIMs, and top-ups through
// either payment provider (the simulator posts the signed IPNs, some twice, some out of order, some underpaid).

import { routePath } from '../../shared/routes.js';
import { payAtSimulator } from './payments.js';
import { chance, pollEverySecond, sleep, type World } from './world.js';

export interface Member {
  id: string;
  cookie: string;
}

const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };

async function oneTime(world: World, member: Member): Promise<void> {
  const headers = { cookie: member.cookie };
  const bought = await world.stats.time('POST /users/orders.php (one-time)', () =>
    world.json('POST', routePath('users.createOrder'), headers, WHATSAPP),
  );
  if (!bought || bought.status !== 201) return;
  const { order_id: orderId, phone_number: phone } = JSON.parse(bought.text) as {
    order_id: string;
    phone_number: string;
  };
  if (chance(0.15)) {
    await world.stats.time('DELETE /users/orders.php (cancel, refund)', () =>
      world.call('DELETE', `${routePath('users.cancelOrder')}?id=${orderId}`, headers),
    );
    return;
  }
  const expected = world.sendCodeLater(phone, 'member order', orderId);
  const seen = await pollEverySecond(async () => {
    const list = await world.stats.time('GET /users/orders.php', () =>
      world.call('GET', routePath('users.listOrders'), headers),
    );
    if (list?.status !== 200) return false;
    const { orders } = JSON.parse(list.text) as { orders: { id: string; verification_code: string | null }[] };
    return orders.some((order) => order.id === orderId && order.verification_code === expected.code);
  });
  if (seen) expected.seenAt = Date.now();
}

async function lease(world: World, member: Member): Promise<void> {
  const headers = { cookie: member.cookie };
  const rented = await world.stats.time('POST /users/leases.php (lease)', () =>
    world.json('POST', routePath('users.createLease'), headers, { ...WHATSAPP, price_cents: 1499 }),
  );
  if (!rented || rented.status !== 201) return;
  const { order_id: leaseId, phone_number: phone } = JSON.parse(rented.text) as {
    order_id: string;
    phone_number: string;
  };
  const expected = world.sendCodeLater(phone, 'member lease', leaseId);
  const seen = await pollEverySecond(async () => {
    const inbox = await world.stats.time('GET /users/leases/messages.php', () =>
      world.call('GET', `${routePath('users.listLeaseMessages')}?lease_id=${leaseId}`, headers),
    );
    return inbox?.status === 200 && inbox.text.includes(expected.code);
  });
  if (seen) expected.seenAt = Date.now();
}

async function esim(world: World, member: Member): Promise<void> {
  await world.stats.time('POST /users/sim-cards.php (eSIM)', () =>
    world.json('POST', routePath('users.buySimCard'), { cookie: member.cookie }, { price_cents: 2_500 }),
  );
}

async function topUp(world: World, member: Member): Promise<void> {
  const provider = chance(0.5) ? 'coinpayments' : 'nowpayments';
  const route = provider === 'coinpayments' ? 'users.createCoinPaymentsTopUp' : 'users.createNowPaymentsTopUp';
  const created = await world.stats.time(`POST /users/${provider}.php (top-up)`, () =>
    world.json(
      'POST',
      routePath(route),
      { cookie: member.cookie },
      {
        amount: 2_000 + Math.floor(Math.random() * 4) * 1_000,
        currency: 'USD',
        crypto_currency: provider === 'coinpayments' ? 'BTC' : 'btc',
      },
    ),
  );
  if (!created || created.status >= 300) return;
  const { payment_url: checkout } = JSON.parse(created.text) as { payment_url?: string };
  if (checkout)
    await payAtSimulator(world, provider, checkout, { pay: 0.8, underpay: 0.1, cancel: 0.05, expire: 0.05 });
}

/** One member, buying a mix until the run's end. */
export async function member(world: World, who: Member): Promise<void> {
  await sleep(Math.random() * 2_000);
  while (world.running) {
    const roll = Math.random();
    if (roll < 0.5) await oneTime(world, who);
    else if (roll < 0.7) await lease(world, who);
    else if (roll < 0.8) await esim(world, who);
    else await topUp(world, who);
    await sleep(500);
  }
}
