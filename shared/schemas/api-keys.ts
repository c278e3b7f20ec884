// Members' API keys (docs/decisions/018; the spec's API key fields and its calls GET, POST, PUT, DELETE
// /users/api-keys.php).

import * as z from 'zod';
import { API_KEY_NAME_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { requiredText } from './fields.js';
import { reauthFields, reauthFormFields } from './security.js';

/** The one plan the member screens offer. */
export const API_KEY_PLANS = ['developer'] as const;
export type ApiKeyPlan = (typeof API_KEY_PLANS)[number];

const newKeyFields = {
  name: requiredText(MESSAGES.enterApiKeyName, API_KEY_NAME_MAX_LENGTH),
  plan: z.enum(API_KEY_PLANS, { error: 'The plan must be developer' }),
};

/** A new key lasts and costs: the member's password (and code) come with it (docs/decisions/050). */
export const createApiKeyRequest = z.strictObject({ ...newKeyFields, ...reauthFields });
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequest>;
/** The create-key dialog: the name, the plan and the password. */
export const createApiKeyForm = z.strictObject({ ...newKeyFields, ...reauthFormFields });

export const API_KEY_STATUSES = ['active', 'inactive'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

const webhookUrl = z
  .string({ error: 'The webhook URL must be text' })
  .trim()
  .min(1, 'Enter the webhook URL')
  .max(WEBHOOK_URL_MAX_LENGTH, `The webhook URL may be at most ${WEBHOOK_URL_MAX_LENGTH} characters`);

/**
 * What a key's webhook POSTs (docs/decisions/031 "Webhook formats"): our `sms.received` event, or the sms-activate
 * protocol's `{activationId, service, text, code, country, receivedAt}`; both signed alike.
 */
export const WEBHOOK_FORMATS = ['standard', 'sms-activate'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
const webhookFormat = z
  .enum(WEBHOOK_FORMATS, { error: "The webhook format must be 'standard' or 'sms-activate'" })
  .default('standard');

/** `{status}` enables or disables a key; `{webhook_url}` sets its webhook (docs/decisions/024). */
export const updateApiKeyStatusRequest = z.strictObject({
  status: z.enum(API_KEY_STATUSES, { error: 'The status must be active or inactive' }),
});
export const setWebhookUrlRequest = z.strictObject({ webhook_url: webhookUrl, webhook_format: webhookFormat });
export type SetWebhookUrlRequest = z.infer<typeof setWebhookUrlRequest>;
export const updateApiKeyRequest = z.union([updateApiKeyStatusRequest, setWebhookUrlRequest], {
  error: 'Send {status} or {webhook_url}',
});

/**
 * The webhook setup of the API integration page, for a member with a key: which key, and a URL that starts with
 * http:// or https:// (the spec's two messages); where it may point is the server's rule.
 */
export const webhookSetupForm = z.strictObject({
  key_id: z.string().min(1, 'Please choose an API key'),
  webhook_url: z
    .string()
    .trim()
    .min(1, MESSAGES.enterWebhookUrl)
    .regex(/^https?:\/\//, MESSAGES.enterValidUrl),
});

/** `PUT /api/v1/webhook`: the calling key's webhook URL. */
export const setWebhookRequest = z.strictObject({ url: webhookUrl, format: webhookFormat });
/** Its answer's `data`: the URL, its format and its new signing secret, shown this once. */
export const apiWebhook = z.object({ url: z.string(), format: z.enum(WEBHOOK_FORMATS), secret: z.string() });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One `sms.received` delivery as the API Keys screen lists it. */
export const webhookDeliveryView = z.object({
  id: z.string(),
  event: z.literal('sms.received'),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The HTTP status of the last answer, or null when none came (a timeout, a refused connection). */
  last_status_code: z.number().int().nullable(),
  last_attempt_at: z.string().nullable(),
  /** When a pending delivery is tried next; null once delivered or failed. */
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;
export const webhookDeliveryListResponse = z.object({
  success: z.literal(true),
  deliveries: z.array(webhookDeliveryView),
});

/** The new signing secret, answered this once. */
export const webhookSecretResponse = z.object({ success: z.literal(true), webhook_secret: z.string() });

export const apiKeyQuery = z.object({ id: z.string({ error: 'Which key? Send ?id=' }).min(1).max(64) });

export const SUBSCRIPTION_STATUSES = ['active', 'suspended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const apiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first 20 characters: the full key is only in the create answer. */
  key: z.string(),
  status: z.enum(API_KEY_STATUSES),
  created_at: z.string(),
  /** ISO time of the last call made with the key, or 'Never'. */
  last_used: z.string(),
  /** Calls counted in the current period. */
  requests: z.number().int(),
  plan: z.string(),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  /** The end of the paid period, when the next fee is taken. */
  next_billing: z.string(),
  /** The key's webhook URL, or null (its secret is only in the answer that set it). */
  webhook_url: z.string().nullable(),
  webhook_format: z.enum(WEBHOOK_FORMATS),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

export const apiKeyListResponse = z.object({ success: z.literal(true), api_keys: z.array(apiKeyView) });

export const createApiKeyResponse = z.object({
  success: z.literal(true),
  /** `key` is the full key, shown this once. */
  api_key: z.object({ id: z.string(), name: z.string(), key: z.string(), created_at: z.string() }),
  message: z.string(),
});
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponse>;

export const apiKeyChangeResponse = z.object({ success: z.literal(true), message: z.string() });
