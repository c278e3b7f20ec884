// `sms.received` for a member's routed message: one delivery per key of theirs with a webhook URL, in the key's
// format, for a one-time order's code or any lease message (docs/decisions/024 "Webhooks to customers",
// docs/decisions/031 "Webhook formats"). Made before the routing write and written in its transaction, so a delivery
// exists exactly when the message was routed (docs/decisions/048); the routeSms consumer makes the first try, the
// deliverWebhooks job the retries and any first try not made.

import type { ApiKey } from '../api-keys/api-key.js';
import type { Lease } from '../leases/lease.js';
import type { OneTimeOrder } from '../orders/one-time-order.js';
import type { Catalogue } from '../services/catalogue.js';
import type { InboundSms } from '../sms/inbound-sms.js';
import type { Owner } from '../stock/owner.js';
import { webhookBody, type SmsEvent } from './sms-event.js';
import type { WebhookDeps } from './webhook-deps.js';
import type { WebhookDelivery } from './webhook-delivery.js';

export type SmsWebhookDeps = Pick<WebhookDeps, 'clock' | 'apiKeys'> & { catalogue: Pick<Catalogue, 'byId'> };

/** The deliveries to write with the routing of `event`: none for an anonymous owner or a member without a URL. */
export async function smsWebhooks(deps: SmsWebhookDeps, owner: Owner, event: SmsEvent): Promise<WebhookDelivery[]> {
  if (owner.kind !== 'user') return [];
  // Names only: any service the record was bought for, on sale or not (docs/decisions/060).
  const services = [...(await deps.catalogue.byId()).values()];
  return keyDeliveries(deps, owner.userId, { ...event, occurredAt: event.receivedAt }, (key, now) =>
    webhookBody(key.webhookFormat, event, services, now),
  );
}

/**
 * One delivery of an event per key of the member's with a webhook URL, each with the body its key's format sends
 * (none for a key whose format does not carry the event: `bodyOf` answers null).
 */
export async function keyDeliveries(
  deps: Pick<SmsWebhookDeps, 'clock' | 'apiKeys'>,
  userId: string,
  event: Pick<WebhookDelivery, 'id' | 'record' | 'occurredAt'>,
  bodyOf: (key: ApiKey, now: string) => string | null,
): Promise<WebhookDelivery[]> {
  const keys = (await deps.apiKeys.list(userId)).filter((key) => key.webhookUrl);
  const now = deps.clock.now().toISOString();
  return keys.flatMap((key): WebhookDelivery[] => {
    const body = bodyOf(key, now);
    if (body === null) return [];
    return [
      {
        id: event.id,
        userId: key.userId,
        keyId: key.id,
        keyHash: key.keyHash,
        body,
        record: event.record,
        occurredAt: event.occurredAt,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        lastStatusCode: null,
        lastAttemptAt: null,
        createdAt: now,
      },
    ];
  });
}

const eventId = (sms: InboundSms) => `evt_${sms.messageSid}`;

/** The event of an SMS that reached a record (an order or a lease) on its number. */
function smsEvent(
  record: SmsEvent['record'],
  holder: Pick<SmsEvent, 'phoneNumber' | 'serviceId' | 'serviceName'>,
  sms: InboundSms,
): SmsEvent {
  return {
    id: eventId(sms),
    record,
    phoneNumber: holder.phoneNumber,
    serviceId: holder.serviceId,
    serviceName: holder.serviceName,
    from: sms.from,
    code: sms.code,
    text: sms.body,
    receivedAt: sms.receivedAt,
  };
}

/** The event of a code that completes a one-time order. */
export function orderSmsEvent(order: OneTimeOrder, sms: InboundSms): SmsEvent {
  return smsEvent({ kind: 'order', id: order.id }, order, sms);
}

/** The event of any message a lease gets. */
export function leaseSmsEvent(lease: Lease, sms: InboundSms): SmsEvent {
  return smsEvent({ kind: 'lease', id: lease.id }, lease, sms);
}
