// What a key's webhook POSTs, in each format (docs/decisions/024 "Webhooks to customers", docs/decisions/031 "Webhook
// formats"): the bodies the server builds and the OpenAPI document's `webhooks` describe.

import * as z from 'zod';

const received = {
  phone_number: z.string(),
  service: z.string(),
  code: z.string().nullable(),
  text: z.string().nullable(),
  received_at: z.string(),
};

/** The 'standard' format: our event, `type` and `event` both 'sms.received'. */
export const smsReceivedEvent = z.object({
  id: z.string().meta({ description: 'evt_<message id>: the same on every try and for every key (X-Webhook-Id)' }),
  type: z.literal('sms.received'),
  event: z.literal('sms.received'),
  data: z.union([
    z.object({ order_id: z.string(), ...received }),
    z.object({ lease_id: z.string(), ...received, from: z.string() }),
  ]),
  timestamp: z.string(),
});
export type SmsReceivedEvent = z.infer<typeof smsReceivedEvent>;

/** The 'sms-activate' format: the sms-activate protocol's own webhook body. */
export const smsActivateWebhook = z.object({
  activationId: z
    .union([z.string(), z.number()])
    .meta({ description: 'The activation (order or lease) id, as getNumber answered it' }),
  service: z.string().meta({ description: "The service's activation code, e.g. wa" }),
  text: z.string().nullable(),
  code: z.string().nullable(),
  country: z.literal(16).meta({ description: "The protocol's number for the UK" }),
  receivedAt: z.string().meta({ description: 'UTC, YYYY-MM-DD HH:MM:SS' }),
});
export type SmsActivateWebhook = z.infer<typeof smsActivateWebhook>;

/**
 * Ours (docs/decisions/062): a lease renewed, from the wallet, by itself or through a tool, in the 'standard' format
 * only (the sms-activate protocol's webhook carries SMS alone).
 */
export const leaseRenewedEvent = z.object({
  id: z.string().meta({ description: 'evt_lease_<lease id>_<new end>: the same on every try and for every key' }),
  type: z.literal('lease.renewed'),
  event: z.literal('lease.renewed'),
  data: z.object({
    lease_id: z.string(),
    phone_number: z.string(),
    service: z.string(),
    previous_end_date: z.string(),
    end_date: z.string(),
    price: z.number().int().meta({ description: 'What the renewal cost, in cents' }),
  }),
  timestamp: z.string(),
});
export type LeaseRenewedEvent = z.infer<typeof leaseRenewedEvent>;
