// `sms.received` for a member's routed message: one delivery per key of theirs with a webhook URL, in the key's
// format, for a one-time order's code or any lease message (docs/decisions/024 "Webhooks to customers",
// docs/decisions/031 "Webhook formats"). Enqueued only: the caller makes the first try, the deliverWebhooks job the
// retries.

import type { InboundSms } from '../sms/inbound-sms.js';
import type { StockDeps } from '../stock/stock-deps.js';
import { webhookBody, type SmsEvent } from './sms-event.js';
import type { WebhookDeps } from './webhook-deps.js';
import type { WebhookDelivery } from './webhook-delivery.js';

type EnqueueDeps = Pick<WebhookDeps, 'clock' | 'apiKeys' | 'webhookDeliveries'> &
  Pick<StockDeps, 'oneTimeOrders' | 'leases' | 'catalogue'>;

/** Answers the deliveries newly enqueued; a repeated event enqueues none. */
export async function enqueueSmsWebhooks(deps: EnqueueDeps, sms: InboundSms): Promise<WebhookDelivery[]> {
  const holder = sms.routedTo;
  if (sms.status !== 'routed' || !holder || holder.owner.kind !== 'user') return [];
  const event = await smsEvent(deps, sms);
  if (!event) return [];
  const keys = (await deps.apiKeys.list(holder.owner.userId)).filter((key) => key.webhookUrl);
  if (keys.length === 0) return [];
  const services = await deps.catalogue.list();
  const now = deps.clock.now().toISOString();
  const deliveries = keys.map((key): WebhookDelivery => ({
    id: event.id,
    userId: key.userId,
    keyId: key.id,
    keyHash: key.keyHash,
    body: webhookBody(key.webhookFormat, event, services, now),
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

/** The event, or null when the message is not one (a one-time order's message that is not its code). */
async function smsEvent(deps: EnqueueDeps, sms: InboundSms): Promise<SmsEvent | null> {
  const holder = sms.routedTo!;
  const id = `evt_${sms.messageSid}`;
  if (holder.kind === 'oneTime') {
    const order = await deps.oneTimeOrders.find(holder.owner, holder.id);
    if (!order || order.status !== 'completed' || order.receivedAt !== sms.receivedAt) return null;
    return {
      id,
      record: { kind: 'order', id: order.id },
      phoneNumber: order.phoneNumber,
      serviceId: order.serviceId,
      serviceName: order.serviceName,
      from: sms.from,
      code: order.code,
      text: order.smsText,
      receivedAt: sms.receivedAt,
    };
  }
  const lease = await deps.leases.find(holder.owner, holder.id);
  if (!lease) return null;
  return {
    id,
    record: { kind: 'lease', id: lease.id },
    phoneNumber: lease.phoneNumber,
    serviceId: lease.serviceId,
    serviceName: lease.serviceName,
    from: sms.from,
    code: sms.code,
    text: sms.body,
    receivedAt: sms.receivedAt,
  };
}
