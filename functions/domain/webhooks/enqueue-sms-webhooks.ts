// `sms.received` for a member's routed message: one delivery per key of theirs with a webhook URL, for a one-time
// order's code or any lease message (docs/decisions/024 "Webhooks to customers"). Enqueued only: the caller makes
// the first try, the deliverWebhooks job the retries.

import type { InboundSms } from '../sms/inbound-sms.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { WebhookDeps } from './webhook-deps.js';
import type { WebhookDelivery } from './webhook-delivery.js';

type EnqueueDeps = Pick<WebhookDeps, 'clock' | 'apiKeys' | 'webhookDeliveries'> &
  Pick<StockDeps, 'oneTimeOrders' | 'leases'>;

/** Answers the deliveries newly enqueued; a repeated event enqueues none. */
export async function enqueueSmsWebhooks(deps: EnqueueDeps, sms: InboundSms): Promise<WebhookDelivery[]> {
  const holder = sms.routedTo;
  if (sms.status !== 'routed' || !holder || holder.owner.kind !== 'user') return [];
  const data = await eventData(deps, sms);
  if (!data) return [];
  const keys = (await deps.apiKeys.list(holder.owner.userId)).filter((key) => key.webhookUrl);
  if (keys.length === 0) return [];
  const now = deps.clock.now().toISOString();
  const id = `evt_${sms.messageSid}`;
  const body = JSON.stringify({ id, event: 'sms.received', data, timestamp: now });
  const deliveries = keys.map((key): WebhookDelivery => ({
    id,
    userId: key.userId,
    keyId: key.id,
    keyHash: key.keyHash,
    body,
    occurredAt: sms.receivedAt,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    lastStatusCode: null,
    lastAttemptAt: null,
    createdAt: now,
  }));
  const made = await Promise.all(deliveries.map((delivery) => deps.webhookDeliveries.enqueue(delivery)));
  return deliveries.filter((_, index) => made[index]);
}

/** The event's `data`, or null when the message is not an event (a one-time order's message that is not its code). */
async function eventData(deps: EnqueueDeps, sms: InboundSms): Promise<Record<string, unknown> | null> {
  const holder = sms.routedTo!;
  if (holder.kind === 'oneTime') {
    const order = await deps.oneTimeOrders.find(holder.owner, holder.id);
    if (!order || order.status !== 'completed' || order.receivedAt !== sms.receivedAt) return null;
    return {
      order_id: order.id,
      phone_number: order.phoneNumber,
      service: order.serviceName,
      code: order.code,
      text: order.smsText,
      received_at: sms.receivedAt,
    };
  }
  const lease = await deps.leases.find(holder.owner, holder.id);
  if (!lease) return null;
  return {
    lease_id: lease.id,
    phone_number: lease.phoneNumber,
    service: lease.serviceName,
    from: sms.from,
    code: sms.code,
    text: sms.body,
    received_at: sms.receivedAt,
  };
}
