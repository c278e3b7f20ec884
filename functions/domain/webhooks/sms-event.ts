// One routed message as the customer webhooks tell it, and the body each webhook format POSTs for it
// (docs/decisions/024 "Webhooks to customers", docs/decisions/031 "Webhook formats").

import { activationCode } from '../../../shared/activation-codes.js';
import type { WebhookFormat } from '../../../shared/schemas/api-keys.js';
import type { Service } from '../../../shared/schemas/services.js';
import type { SmsActivateWebhook, SmsReceivedEvent } from '../../../shared/schemas/webhook-events.js';

/** A code that reached a member's one-time order, or any message that reached their lease. */
export interface SmsEvent {
  /** `evt_<MessageSid>`, the same for every key. */
  id: string;
  record: { kind: 'order' | 'lease'; id: string };
  phoneNumber: string;
  serviceId: number;
  serviceName: string;
  from: string;
  code: string | null;
  text: string | null;
  receivedAt: string;
}

/** The sms-activate protocol's number for the UK, which its webhook's `country` carries. */
const SMS_ACTIVATE_UK = 16 as const;

/**
 * The `activationId` the sms-activate format sends: the id the protocol's getNumber answered for the activation, as
 * a number when the record's id is one (the protocol's clients parse it as an integer), else as it is, for records
 * made before ids were numeric (docs/decisions/031 "Webhook formats"). The one place that says what the id is.
 */
export function activationIdOf(record: SmsEvent['record']): string | number {
  // Fifteen digits at most: always a safe integer.
  return /^\d{1,15}$/.test(record.id) ? Number(record.id) : record.id;
}

/** `2026-11-26 09:30:00`: the protocol's time, in UTC. */
const protocolTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

function standardBody(event: SmsEvent, now: string): SmsReceivedEvent {
  const base = { phone_number: event.phoneNumber, service: event.serviceName };
  const data =
    event.record.kind === 'order'
      ? { order_id: event.record.id, ...base, code: event.code, text: event.text, received_at: event.receivedAt }
      : {
          lease_id: event.record.id,
          ...base,
          from: event.from,
          code: event.code,
          text: event.text,
          received_at: event.receivedAt,
        };
  // `type` beside `event`: most verifiers and dashboards key on `type`.
  return { id: event.id, type: 'sms.received', event: 'sms.received', data, timestamp: now };
}

function smsActivateBody(event: SmsEvent, services: readonly Service[]): SmsActivateWebhook {
  const service = services.find((entry) => entry.id === event.serviceId);
  return {
    activationId: activationIdOf(event.record),
    service: service ? activationCode(service) : event.serviceName,
    text: event.text,
    code: event.code,
    country: SMS_ACTIVATE_UK,
    receivedAt: protocolTime(event.receivedAt),
  };
}

/** The exact JSON a key's webhook sends for the event, fixed when enqueued so every try sends the same bytes. */
export function webhookBody(
  format: WebhookFormat,
  event: SmsEvent,
  services: readonly Service[],
  now: string,
): string {
  return JSON.stringify(format === 'sms-activate' ? smsActivateBody(event, services) : standardBody(event, now));
}
