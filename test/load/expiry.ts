// Expiries and refunds by the scheduled jobs' own functions. Before the clock starts, a member buys one-time numbers
// and leases that will never get an SMS; the boundary is the moment after. Once the run is under way the jobs run (twice
// at once, as overlapping schedules would) with a clock at the boundary plus the order's 900 s, or the lease's 30 days
// (into its grace), then those and its 3 days' grace (expired: the lease job's second half only, as the leases the run
// bought after the boundary end within those 3 days): exactly those are due, whatever the run bought after them. The
// runtime's own scheduler runs the same jobs every minute on the real clock meanwhile.

import { createTableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { createEventPublisher } from '../../functions/adapters/events/eventbridge-publisher.js';
import { expireGracedLeases, startLeaseGraces } from '../../functions/domain/leases/expire-leases.js';
import { expireOneTimeOrders } from '../../functions/domain/orders/end-one-time-order.js';
import { LEASE_DAYS, LEASE_GRACE_DAYS, LEASE_PRICE_CENTS, ONE_TIME_ORDER_HOLD_S } from '../../shared/constants.js';
import { routePath } from '../../shared/routes.js';
import { recordingMetrics } from '../support/metrics.js';
import type { Member } from './members.js';
import { FUNDED_CENTS } from './setup.js';
import type { World } from './world.js';

const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };

export interface Abandoned {
  member: Member;
  orders: number;
  leases: number;
  /** Everything bought before this is due at the jobs' clock; nothing after. */
  boundary: number;
}

export async function abandon(world: World, member: Member, orders: number, leases: number): Promise<Abandoned> {
  const headers = { cookie: member.cookie };
  for (let i = 0; i < orders; i += 1) {
    const reply = await world.json('POST', routePath('users.createOrder'), headers, WHATSAPP);
    if (reply.status !== 201) throw new Error(`Could not buy an order to abandon: ${reply.status} ${reply.text}`);
  }
  for (let i = 0; i < leases; i += 1) {
    const reply = await world.json('POST', routePath('users.createLease'), headers, {
      ...WHATSAPP,
      price_cents: LEASE_PRICE_CENTS,
    });
    if (reply.status !== 201) throw new Error(`Could not rent a lease to abandon: ${reply.status} ${reply.text}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { member, orders, leases, boundary: Date.now() };
}

/** The expiry jobs' functions, twice at once, at the boundary's due times; through the runtime's (faulty) endpoints. */
export async function runExpiryJobs(
  world: World,
  abandoned: Abandoned,
  endpoints: { dynamodb: string; events: string; busName: string; tableName: string; region: string },
): Promise<{ ordersExpired: number; leasesGraced: number; leasesExpired: number }> {
  const table = createTableClient({
    tableName: endpoints.tableName,
    region: endpoints.region,
    endpoint: endpoints.dynamodb,
  });
  const at = (time: number) => ({
    ...createStockRepositories(table),
    users: createUserRepository(table),
    events: createEventPublisher({ busName: endpoints.busName, region: endpoints.region, endpoint: endpoints.events }),
    clock: { now: () => new Date(time) },
    metrics: recordingMetrics().metrics,
  });
  const ordersAt = at(abandoned.boundary + ONE_TIME_ORDER_HOLD_S * 1000 + 1);
  const endedAt = at(abandoned.boundary + LEASE_DAYS * 86_400_000 + 1);
  const graceOverAt = at(abandoned.boundary + (LEASE_DAYS + LEASE_GRACE_DAYS) * 86_400_000 + 1);
  const timed = <T>(name: string, run: () => Promise<T>) =>
    world.stats.time(name, async () => ({ status: 200, value: await run() }));
  const [orders1, orders2, graced1, graced2] = await Promise.all([
    timed('job expireOneTimeOrders (at boundary + 900 s)', () => expireOneTimeOrders(ordersAt)),
    timed('job expireOneTimeOrders (at boundary + 900 s)', () => expireOneTimeOrders(ordersAt)),
    timed('job expireLeases, into the grace (at boundary + 30 days)', () => startLeaseGraces(endedAt)),
    timed('job expireLeases, into the grace (at boundary + 30 days)', () => startLeaseGraces(endedAt)),
  ]);
  const [expired1, expired2] = await Promise.all([
    timed('job expireLeases, the grace over (at boundary + 33 days)', () => expireGracedLeases(graceOverAt)),
    timed('job expireLeases, the grace over (at boundary + 33 days)', () => expireGracedLeases(graceOverAt)),
  ]);
  return {
    ordersExpired: (orders1?.value ?? 0) + (orders2?.value ?? 0),
    leasesGraced: (graced1?.value ?? 0) + (graced2?.value ?? 0),
    leasesExpired: (expired1?.value ?? 0) + (expired2?.value ?? 0),
  };
}

/** What the abandoning member must see once the jobs ran: every order cancelled and refunded once, every lease ended. */
export async function checkAbandoned(world: World, abandoned: Abandoned): Promise<string[]> {
  const headers = { cookie: abandoned.member.cookie };
  const problems: string[] = [];
  const orders = JSON.parse((await world.call('GET', routePath('users.listOrders'), headers)).text) as {
    orders: { status: string }[];
  };
  const leases = JSON.parse((await world.call('GET', routePath('users.listLeases'), headers)).text) as {
    leases: { status: string }[];
  };
  const me = JSON.parse((await world.call('GET', routePath('auth.me'), headers)).text) as {
    user: { wallet_balance: number };
  };
  const notCancelled = orders.orders.filter((order) => order.status !== 'cancelled').length;
  if (notCancelled > 0)
    problems.push(`${notCancelled} of ${abandoned.orders} abandoned orders were not cancelled by the job`);
  const live = leases.leases.filter((lease) => lease.status === 'active').length;
  if (live > 0) problems.push(`${live} of ${abandoned.leases} abandoned leases were not expired by the job`);
  const expected = FUNDED_CENTS - abandoned.leases * LEASE_PRICE_CENTS;
  if (me.user.wallet_balance !== expected) {
    problems.push(
      `the abandoning member's wallet holds ${me.user.wallet_balance}, not ${expected} (each order refunded once)`,
    );
  }
  return problems;
}
