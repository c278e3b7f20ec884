// The API key entity: how a key is made and hashed, its billing period, and its list view (docs/decisions/018).

import { createHash, randomInt } from 'node:crypto';
import {
  API_KEY_DISPLAY_LENGTH,
  API_KEY_PERIOD_DAYS,
  API_KEY_PREFIX,
  API_KEY_RANDOM_LENGTH,
  API_KEY_REMINDER_DAYS,
} from '../../../shared/constants.js';
import type {
  ApiKeyPlan,
  ApiKeyStatus,
  ApiKeyView,
  SubscriptionStatus,
  WebhookFormat,
} from '../../../shared/schemas/api-keys.js';

const DAY_MS = 86_400_000;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const PLAN_LABELS: Record<ApiKeyPlan, string> = { developer: 'Developer' };

export interface ApiKey {
  id: string;
  userId: string;
  name: string;
  /** SHA-256 of the full key, hex: the only form of the key the server keeps. */
  keyHash: string;
  /** The first 20 characters, for lists. */
  keyPrefix: string;
  status: ApiKeyStatus;
  plan: ApiKeyPlan;
  subscriptionStatus: SubscriptionStatus;
  createdAt: string;
  /** The end of the paid period (ISO): the next fee is due then. */
  nextBilling: string;
  /** When the renewal job next tries this key: `nextBilling`, or a retry 24 hours after a short balance. */
  renewalDueAt: string;
  /** Calls counted in the current period. */
  requests: number;
  lastUsed: string | null;
  /** Where `sms.received` events go, and the secret they are signed with (never listed; docs/decisions/024). */
  webhookUrl: string | null;
  webhookSecret: string | null;
  /** What the webhook POSTs: our event, or the sms-activate protocol's (docs/decisions/031). */
  webhookFormat: WebhookFormat;
  /**
   * When an operator revoked the key (docs/decisions/059); null while not. A revoked key is refused whatever its member
   * sets its status to, until an operator restores it.
   */
  revokedAt: string | null;
}

/** `uks_live_` and 32 base62 characters, each drawn uniformly from a cryptographic source. */
export function generateApiKey(): string {
  let random = '';
  for (let i = 0; i < API_KEY_RANDOM_LENGTH; i += 1) random += BASE62[randomInt(BASE62.length)];
  return `${API_KEY_PREFIX}${random}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A period starting at `from` ends 30 days later. */
export function periodEnd(from: Date): string {
  return new Date(from.getTime() + API_KEY_PERIOD_DAYS * DAY_MS).toISOString();
}

/** The payment reminder goes 3 days before the period ends. */
export function reminderAt(key: Pick<ApiKey, 'nextBilling'>): string {
  return new Date(Date.parse(key.nextBilling) - API_KEY_REMINDER_DAYS * DAY_MS).toISOString();
}

export function newApiKey(
  fields: { id: string; userId: string; name: string; plan: ApiKeyPlan; key: string },
  now: Date,
): ApiKey {
  const nextBilling = periodEnd(now);
  return {
    id: fields.id,
    userId: fields.userId,
    name: fields.name,
    keyHash: hashApiKey(fields.key),
    keyPrefix: fields.key.slice(0, API_KEY_DISPLAY_LENGTH),
    status: 'active',
    plan: fields.plan,
    subscriptionStatus: 'active',
    createdAt: now.toISOString(),
    nextBilling,
    renewalDueAt: nextBilling,
    requests: 0,
    lastUsed: null,
    webhookUrl: null,
    webhookSecret: null,
    webhookFormat: 'standard',
    revokedAt: null,
  };
}

export function toApiKeyView(key: ApiKey): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    key: key.keyPrefix,
    status: key.status,
    created_at: key.createdAt,
    last_used: key.lastUsed ?? 'Never',
    requests: key.requests,
    plan: PLAN_LABELS[key.plan],
    subscription_status: key.subscriptionStatus,
    next_billing: key.nextBilling,
    webhook_url: key.webhookUrl,
    webhook_format: key.webhookFormat,
  };
}
