// The webhook bodies the API page shows and the OpenAPI document carries as examples (docs/decisions/052): typed by
// the schemas the sender's bodies are built to, and held to a delivered body's shape by
// test/integration/clock/webhooks.test.ts.

import type { LeaseRenewedEvent, SmsActivateWebhook, SmsReceivedEvent } from './schemas/webhook-events.js';

/** A code that reached a one-time order, in the 'standard' format. */
export const SMS_RECEIVED_ORDER_EXAMPLE = {
  id: 'evt_SM6c5f7a7659a577b6df2675a7a8b018da',
  type: 'sms.received',
  event: 'sms.received',
  data: {
    order_id: '223282780857790',
    phone_number: '+447700900123',
    service: 'WhatsApp',
    code: '482913',
    text: 'Your WhatsApp code 482-913',
    received_at: '2026-01-15T10:02:41.000Z',
  },
  timestamp: '2026-01-15T10:02:41.412Z',
} as const satisfies SmsReceivedEvent;

/** Any message that reached a lease, in the 'standard' format: with its sender. */
export const SMS_RECEIVED_LEASE_EXAMPLE = {
  id: 'evt_SM0a7c1d9e4b2f48c6a1e3d5b7c9f0a2e4',
  type: 'sms.received',
  event: 'sms.received',
  data: {
    lease_id: '223282780912345',
    phone_number: '+447700900456',
    service: 'WhatsApp',
    from: '+447700900111',
    code: null,
    text: 'Hello from the bank',
    received_at: '2026-01-15T11:20:05.000Z',
  },
  timestamp: '2026-01-15T11:20:05.318Z',
} as const satisfies SmsReceivedEvent;

/** The same code in the 'sms-activate' format. */
export const SMS_ACTIVATE_WEBHOOK_EXAMPLE = {
  activationId: 223_282_780_857_790,
  service: 'wa',
  text: 'Your WhatsApp code 482-913',
  code: '482913',
  country: 16,
  receivedAt: '2026-01-15 10:02:41',
} as const satisfies SmsActivateWebhook;

/** A lease renewed (docs/decisions/062), in the 'standard' format. */
export const LEASE_RENEWED_EXAMPLE = {
  id: 'evt_lease_223282780912345_2026-03-16T11:19:00.000Z',
  type: 'lease.renewed',
  event: 'lease.renewed',
  data: {
    lease_id: '223282780912345',
    phone_number: '+447700900456',
    service: 'WhatsApp',
    previous_end_date: '2026-02-14T11:19:00.000Z',
    end_date: '2026-03-16T11:19:00.000Z',
    price: 1499,
  },
  timestamp: '2026-02-11T11:19:00.204Z',
} as const satisfies LeaseRenewedEvent;
