// Pushes a routed SMS to the sockets watching its order or lease (docs/decisions/041), after the transaction that
// stored it: the code when it completed the order, else the kept message; a lease's message to its inbox. A socket
// that has gone is forgotten; a member's socket whose session has ended since (signed out, signed out everywhere, the
// account switched off) is closed and forgotten, and hears nothing. Nothing is read beyond one Query while no one
// watches.

import type { PushMessage } from '../../../shared/schemas/push.js';
import { toInboxMessage } from '../leases/lease.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { InboundSms } from '../sms/inbound-sms.js';
import { openSession } from '../auth/sessions.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import type { PushDeps, PushTopic, PushWatcher } from './ports.js';

type PushSmsDeps = PushDeps &
  Pick<StockDeps, 'oneTimeOrders' | 'leases'> &
  Pick<AuthDeps, 'clock' | 'sessions' | 'users'>;

/** How many sockets the message reached. */
export async function pushRoutedSms(deps: PushSmsDeps, sms: InboundSms): Promise<number> {
  const holder = sms.status === 'routed' ? sms.routedTo : null;
  if (!holder) return 0;
  const topic: PushTopic = { kind: holder.kind === 'oneTime' ? 'order' : 'lease', id: holder.id };
  const connections = await deps.pushConnections.watching(topic);
  if (connections.length === 0) return 0;
  const message = await pushMessageFor(deps, sms, topic);
  if (!message) return 0;
  const results = await Promise.all(connections.map((watcher) => pushTo(deps, watcher, message)));
  return results.filter((result) => result === 'sent').length;
}

async function pushTo(deps: PushSmsDeps, { connectionId, session }: PushWatcher, message: PushMessage) {
  if (session && !(await openSession(deps, session.sessionId, session.userId))) {
    await deps.pushSender.close(connectionId);
    await deps.pushConnections.remove(connectionId);
    return 'closed';
  }
  const result = await deps.pushSender.send(connectionId, message);
  if (result === 'gone') await deps.pushConnections.remove(connectionId);
  return result;
}

/** Read strongly: the write that routed the message has just been made. */
async function pushMessageFor(deps: PushSmsDeps, sms: InboundSms, topic: PushTopic): Promise<PushMessage | null> {
  const owner = sms.routedTo!.owner;
  if (topic.kind === 'lease') {
    const lease = await deps.leases.find(owner, topic.id, 'strong');
    if (!lease) return null;
    const message = { leaseId: lease.id, id: sms.messageSid, from: sms.from, receivedAt: sms.receivedAt };
    return {
      type: 'lease_message',
      lease_id: lease.id,
      message: toInboxMessage({ ...message, code: sms.code, text: sms.body }, lease),
    };
  }
  const order = await deps.oneTimeOrders.find(owner, topic.id, 'strong');
  if (!order) return null;
  if (order.status === 'completed' && order.code !== null && order.code === sms.code) {
    return { type: 'code', order_id: order.id, code: order.code, sms_text: order.smsText, received_at: sms.receivedAt };
  }
  return {
    type: 'order_message',
    order_id: order.id,
    message: { from: sms.from, text: sms.body ?? '', received_at: sms.receivedAt },
  };
}
