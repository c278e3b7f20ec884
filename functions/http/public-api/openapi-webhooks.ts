// The OpenAPI document's `webhooks` (OpenAPI 3.1): what a key's webhook POSTs in each format, with our signature
// headers and what its answer decides (docs/decisions/024 "Webhooks to customers", docs/decisions/031).

import * as z from 'zod';
import { leaseRenewedEvent, smsActivateWebhook, smsReceivedEvent } from '../../../shared/schemas/webhook-events.js';
import {
  LEASE_RENEWED_EXAMPLE,
  SMS_ACTIVATE_WEBHOOK_EXAMPLE,
  SMS_RECEIVED_LEASE_EXAMPLE,
  SMS_RECEIVED_ORDER_EXAMPLE,
} from '../../../shared/webhook-examples.js';
import { webhookRetryPromise } from '../../../shared/webhook-schedule.js';

const SIGNATURE_HEADERS = [
  {
    name: 'X-Webhook-Id',
    in: 'header',
    required: true,
    description: 'The event id, the same on every try: drop a repeat',
    schema: { type: 'string' },
  },
  {
    name: 'X-Webhook-Signature',
    in: 'header',
    required: true,
    description:
      't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> keyed with the secret PUT /webhook answered; ' +
      'compare in constant time and refuse a t older than 5 minutes',
    schema: { type: 'string' },
  },
];

const RESPONSES = {
  '200': { description: webhookRetryPromise() },
};

function webhook(summary: string, schema: z.ZodType, examples: Record<string, { summary: string; value: unknown }>) {
  const { $schema: _dialect, ...body } = z.toJSONSchema(schema, { io: 'output' });
  return {
    post: {
      summary,
      parameters: SIGNATURE_HEADERS,
      requestBody: { required: true, content: { 'application/json': { schema: body, examples } } },
      responses: RESPONSES,
    },
  };
}

export function openApiWebhooks() {
  return {
    'sms.received': webhook(
      "A code reached your one-time order, or any message your lease (format 'standard', the default)",
      smsReceivedEvent,
      {
        order: { summary: 'A code for a one-time order', value: SMS_RECEIVED_ORDER_EXAMPLE },
        lease: { summary: 'A message to a lease', value: SMS_RECEIVED_LEASE_EXAMPLE },
      },
    ),
    'sms-activate': webhook(
      "The same, in the sms-activate protocol's body (format 'sms-activate')",
      smsActivateWebhook,
      { order: { summary: 'A code for an activation', value: SMS_ACTIVATE_WEBHOOK_EXAMPLE } },
    ),
    'lease.renewed': webhook(
      "A lease of yours renewed: from the wallet, by itself or through a tool (format 'standard' only)",
      leaseRenewedEvent,
      { lease: { summary: 'A lease renewed for 30 more days', value: LEASE_RENEWED_EXAMPLE } },
    ),
  };
}
