// A webhook delivery: one `sms.received` event for one API key, its fixed body, and the backoff between its tries
// (docs/decisions/024 "Webhooks to customers").

import { WEBHOOK_RETRY_DELAYS_S } from '../../../shared/webhook-schedule.js';

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDelivery {
  /** The event id (`evt_...`), sent as `X-Webhook-Id` on every try. */
  id: string;
  userId: string;
  keyId: string;
  /** The key's hash: its current URL and secret are read from the key when sending. */
  keyHash: string;
  /** The exact JSON sent on every try, so each retry carries the same bytes. */
  body: string;
  /** The order or lease the message reached; null on deliveries stored before it was kept. */
  record: { kind: 'order' | 'lease'; id: string } | null;
  /** When the message arrived: deliveries list newest first by it. */
  occurredAt: string;
  status: WebhookDeliveryStatus;
  /** Tries made so far. */
  attempts: number;
  /** When the next try is due; the claim of a try moves it on, so a crashed send is retried. */
  nextAttemptAt: string;
  /** The HTTP status of the last answer, or null for none (a timeout, a refused connection, a refused URL). */
  lastStatusCode: number | null;
  lastAttemptAt: string | null;
  createdAt: string;
}

/** The delay before try n+1, after try n fails (index n-1): the schedule the API documents. */
export const RETRY_DELAYS_S = WEBHOOK_RETRY_DELAYS_S;
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;

/**
 * A delivery whose last try failed, as the operator's failed outbox lists it (docs/decisions/048): its id there, the
 * host its key's URL named, and why its last try failed.
 */
export interface FailedWebhook {
  id: string;
  delivery: Pick<WebhookDelivery, 'id' | 'userId' | 'keyId' | 'occurredAt' | 'record' | 'attempts'>;
  host: string | null;
  lastError: string;
}

/** Its id in the failed outbox: one per event and key, so recording the failure twice keeps one. */
export const failedWebhookId = (delivery: Pick<WebhookDelivery, 'id' | 'keyId'>) =>
  `webhook.${delivery.keyId}.${delivery.id}`;
/** After the last try, how long before an unfinished one (its sender crashed) is marked failed. */
const LAST_TRY_GRACE_S = 60;

/**
 * What a sender needs beyond its POST's timeout while it holds a try: reading the key, signing, and recording the
 * answer (docs/decisions/034 "Webhook tries").
 */
export const CLAIM_MARGIN_MS = 5_000;

/**
 * The timer a claim of try `attempts` sets: its retry time, but never before the POST (`timeoutMs`) and the margin are
 * over, so no other sender can take the try while its POST may still be in flight.
 */
export function claimedUntil(attempts: number, now: Date, timeoutMs: number): string {
  const retry = retryAt(attempts, now);
  const held = new Date(now.getTime() + timeoutMs + CLAIM_MARGIN_MS).toISOString();
  return retry > held ? retry : held;
}

/** When the try after `attempts` tries falls due, counted from `now`. */
export function retryAt(attempts: number, now: Date): string {
  const delay = RETRY_DELAYS_S[attempts - 1] ?? LAST_TRY_GRACE_S;
  return new Date(now.getTime() + delay * 1_000).toISOString();
}
