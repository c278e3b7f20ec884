// What the customer webhooks need from the world: their deliveries' storage and an HTTP sender.

import type { ApiKeyRepository } from '../api-keys/ports.js';
import type { BusinessMetrics, Clock } from '../ports.js';
import type { FailedWebhook, WebhookDelivery } from './webhook-delivery.js';
import type { WebhookTargets } from './webhook-url.js';

/**
 * The deliveries, written with the routing that causes them (the routing's repositories take them, docs/decisions/048).
 */
export interface WebhookDeliveryRepository {
  /** Pending deliveries whose try is due at `now`, oldest first. */
  due(now: Date, limit: number): Promise<WebhookDelivery[]>;
  /**
   * Takes the due try: one more attempt counted and the timer moved to `nextAttemptAt`, on condition that the
   * delivery is still as read. Null when another run took it.
   */
  claim(delivery: WebhookDelivery, nextAttemptAt: string, now: Date): Promise<WebhookDelivery | null>;
  /** Records a try's answer on a claimed delivery that stays pending. */
  recordAnswer(delivery: WebhookDelivery, statusCode: number | null): Promise<void>;
  /** Ends a claimed delivery that was answered with a 2xx, its timer removed. */
  delivered(delivery: WebhookDelivery, statusCode: number): Promise<void>;
  /**
   * Ends a claimed delivery whose last try failed, its timer removed, and keeps it for an operator (`ops outbox:failed`)
   * as `failed`, at `now`.
   */
  fail(delivery: WebhookDelivery, statusCode: number | null, failed: FailedWebhook, now: Date): Promise<void>;
  /** The key's newest deliveries. */
  recent(userId: string, keyId: string, limit: number): Promise<WebhookDelivery[]>;
  /** One delivery, read consistently; null when there is none. */
  find(key: WebhookDeliveryKey): Promise<WebhookDelivery | null>;
}

/** What names a delivery in the table. */
export type WebhookDeliveryKey = Pick<WebhookDelivery, 'userId' | 'keyId' | 'occurredAt' | 'id'>;

/**
 * Wakes a delivery's sender when its next try falls due (`nextAttemptAt`): a queue message delayed until then
 * (docs/decisions/048 "Tries on time"). A message that cannot be sent is logged, not thrown: the deliverWebhooks job
 * sweeps the try up within its minute.
 */
export interface WebhookTryScheduler {
  schedule(delivery: WebhookDeliveryKey & Pick<WebhookDelivery, 'nextAttemptAt'>): Promise<void>;
}

/** POSTs `body` with `headers` and answers the status code, or null when no answer came within `timeoutMs`. */
export type WebhookPoster = (
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
) => Promise<number | null>;

export interface WebhookDeps {
  clock: Clock;
  apiKeys: Pick<ApiKeyRepository, 'list' | 'findByHash'>;
  webhookDeliveries: WebhookDeliveryRepository;
  webhookTries: WebhookTryScheduler;
  webhookTargets: WebhookTargets;
  postWebhook: WebhookPoster;
  metrics: BusinessMetrics;
}
