// Who may watch what (docs/decisions/041 "Authorisation"): an anonymous buyer a one-time order by its link id, the only
// key they have (docs/decisions/016 invariant 5); a member their own one-time order or lease, by the session, and only
// while that session stays open (the push checks it). Anything else is refused, another member's record as much as an
// unknown id.

import type { PushWatchQuery } from '../../../shared/schemas/push.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import { resolveSession } from '../auth/sessions.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import type { Clock } from '../ports.js';
import { userOwner } from '../stock/owner.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { PushConnectionRepository, PushTopic, WatchingSession } from './ports.js';

type WatchDeps = Pick<AuthDeps, 'clock' | 'sessions' | 'users' | 'jwtSecret'> &
  Pick<StockDeps, 'oneTimeOrders' | 'leases'> &
  Pick<PaymentsDeps, 'anonymousOrders'>;

/**
 * A socket is kept at most as long as API Gateway keeps one open (2 hours); a one-time wait is 15 minutes, and the page
 * reconnects when it needs longer. The TTL removes the items of sockets whose close was never reported.
 */
export const PUSH_CONNECTION_HOURS = 2;
/**
 * Sockets one order or lease may have at once: a member's tabs and devices, with room to spare. More are refused, so
 * that one id cannot pile up items and pushes; a page refused waits by polling, as it does without a socket.
 */
export const MAX_SOCKETS_PER_TOPIC = 10;

/** What a socket is admitted to watch, and the member session that admitted it (none for a link id). */
export interface Admission {
  topic: PushTopic;
  session: WatchingSession | null;
}

/** What the socket may watch, or null when it may not. */
export async function authoriseWatch(
  deps: WatchDeps,
  watch: PushWatchQuery,
  sessionToken: string | null,
): Promise<Admission | null> {
  const member = sessionToken ? await resolveSession(deps, sessionToken) : null;
  const session = member && { sessionId: member.sessionId, userId: member.user.id };
  if ('lease' in watch) {
    if (!session) return null;
    const lease = await deps.leases.find(userOwner(session.userId), watch.lease);
    return lease ? { topic: { kind: 'lease', id: lease.id }, session } : null;
  }
  if (session && (await deps.oneTimeOrders.find(userOwner(session.userId), watch.order))) {
    return { topic: { kind: 'order', id: watch.order }, session };
  }
  const anonymous = await deps.anonymousOrders.find(watch.order);
  return anonymous?.type === 'one-time' ? { topic: { kind: 'order', id: anonymous.id }, session: null } : null;
}

/** Keeps the socket as watching the topic; 'full' when the topic has as many sockets as it may. */
export async function startWatching(
  deps: { clock: Clock; pushConnections: PushConnectionRepository },
  connectionId: string,
  { topic, session }: Admission,
): Promise<'watching' | 'full'> {
  // Read, then written: two sockets opened at one instant may pass the limit by one, which is all it costs.
  if ((await deps.pushConnections.watching(topic)).length >= MAX_SOCKETS_PER_TOPIC) return 'full';
  const expiresAt = new Date(deps.clock.now().getTime() + PUSH_CONNECTION_HOURS * 3_600_000);
  await deps.pushConnections.add(connectionId, topic, expiresAt, session);
  return 'watching';
}
