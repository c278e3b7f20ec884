// One try of a customer webhook: claimed first (so two senders never make the same try), POSTed signed to its key's
// current URL, then marked delivered on a 2xx, left for its retry, or failed after its last try and kept for an
// operator (docs/decisions/024 "Webhooks to customers", docs/decisions/048).

import { WEBHOOK_TRY_TIMEOUT_S } from '../../../shared/webhook-schedule.js';
import type { WebhookDeps } from './webhook-deps.js';
import {
  claimedUntil,
  failedWebhookId,
  MAX_ATTEMPTS,
  retryAt,
  type FailedWebhook,
  type WebhookDelivery,
} from './webhook-delivery.js';
import { webhookSignature } from './webhook-signature.js';
import { webhookUrlProblem } from './webhook-url.js';

/**
 * How long a receiver gets to answer a try made by a wake-up or the deliverWebhooks job: with CLAIM_MARGIN_MS it fits
 * in the first retry's delay and in a function's 10 s, so the claim outlives the POST (docs/decisions/034 "Webhook
 * tries").
 */
export const TRY_TIMEOUT_MS = WEBHOOK_TRY_TIMEOUT_S * 1_000;

/** How a try went: the answer's status (null for none), the host it was sent to, and why it failed. */
interface Outcome {
  statusCode: number | null;
  host: string | null;
  error: string;
}

/**
 * Makes the delivery's due try, giving the receiver `timeoutMs` to answer. Answers false when another sender took
 * the try first.
 */
export async function deliverWebhook(
  deps: WebhookDeps,
  due: WebhookDelivery,
  timeoutMs = TRY_TIMEOUT_MS,
): Promise<boolean> {
  const now = deps.clock.now();
  if (due.attempts >= MAX_ATTEMPTS) {
    // Its last try's sender stopped before recording the answer.
    const claimed = await deps.webhookDeliveries.claim(due, retryAt(MAX_ATTEMPTS, now), now);
    if (!claimed) return false;
    const url = (await deps.apiKeys.findByHash(due.keyHash))?.webhookUrl ?? null;
    const outcome = { statusCode: due.lastStatusCode, host: hostOf(url), error: 'the last try did not finish' };
    await fail(deps, { ...claimed, attempts: due.attempts }, outcome, now);
    return true;
  }
  const claimed = await deps.webhookDeliveries.claim(due, claimedUntil(due.attempts + 1, now, timeoutMs), now);
  if (!claimed) return false;
  // The next try is woken at its time before this one is made, so a sender that stops here loses it to no one; a
  // delivery this try ends finds the wake-up with nothing to do.
  await deps.webhookTries.schedule(claimed);
  const outcome = await send(deps, claimed, now, timeoutMs);
  const { statusCode } = outcome;
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
    await deps.webhookDeliveries.delivered(claimed, statusCode);
    return true;
  }
  deps.metrics.webhookTryFailed();
  if (claimed.attempts < MAX_ATTEMPTS) await deps.webhookDeliveries.recordAnswer(claimed, statusCode);
  else await fail(deps, claimed, outcome, now);
  return true;
}

/** Ends the delivery as failed and keeps it for an operator, with where it went and why. */
async function fail(deps: WebhookDeps, delivery: WebhookDelivery, outcome: Outcome, now: Date): Promise<void> {
  const { id, userId, keyId, occurredAt, record, attempts } = delivery;
  const failed: FailedWebhook = {
    id: failedWebhookId(delivery),
    delivery: { id, userId, keyId, occurredAt, record, attempts },
    host: outcome.host,
    lastError: outcome.error,
  };
  await deps.webhookDeliveries.fail(delivery, outcome.statusCode, failed, now);
  deps.metrics.webhookDeliveryFailed();
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** POSTs the delivery to its key's URL, if the key still has one that may be used. */
async function send(deps: WebhookDeps, delivery: WebhookDelivery, now: Date, timeoutMs: number): Promise<Outcome> {
  const key = await deps.apiKeys.findByHash(delivery.keyHash);
  if (!key?.webhookUrl || !key.webhookSecret) {
    return { statusCode: null, host: null, error: 'the key has no webhook URL now' };
  }
  const host = hostOf(key.webhookUrl);
  const problem = await webhookUrlProblem(deps.webhookTargets, key.webhookUrl);
  if (problem) return { statusCode: null, host, error: problem };
  const signature = webhookSignature(key.webhookSecret, Math.floor(now.getTime() / 1_000), delivery.body);
  const statusCode = await deps.postWebhook(
    key.webhookUrl,
    delivery.body,
    {
      'content-type': 'application/json',
      'x-webhook-id': delivery.id,
      'x-webhook-signature': signature,
    },
    timeoutMs,
  );
  const error = statusCode === null ? `no answer within ${timeoutMs / 1_000} s` : `HTTP ${statusCode}`;
  return { statusCode, host, error };
}
