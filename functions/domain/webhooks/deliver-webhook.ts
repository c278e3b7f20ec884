// One try of a customer webhook: claimed first (so two senders never make the same try), POSTed signed to its key's
// current URL, then marked delivered on a 2xx, left for its retry, or failed after its last try
// (docs/decisions/024 "Webhooks to customers").

import type { WebhookDeps } from './webhook-deps.js';
import { claimedUntil, MAX_ATTEMPTS, retryAt, type WebhookDelivery } from './webhook-delivery.js';
import { webhookSignature } from './webhook-signature.js';
import { webhookUrlProblem } from './webhook-url.js';

/**
 * How long a receiver gets to answer a try made by the deliverWebhooks job: with CLAIM_MARGIN_MS it fits in the first
 * retry's delay and in the job's 10 s, so the claim outlives the POST (docs/decisions/034 "Webhook tries").
 */
export const TRY_TIMEOUT_MS = 5_000;

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
    await deps.webhookDeliveries.finish(claimed, 'failed', due.lastStatusCode);
    deps.metrics.webhookDeliveryFailed();
    return true;
  }
  const claimed = await deps.webhookDeliveries.claim(due, claimedUntil(due.attempts + 1, now, timeoutMs), now);
  if (!claimed) return false;
  const statusCode = await send(deps, claimed, now, timeoutMs);
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
    await deps.webhookDeliveries.finish(claimed, 'delivered', statusCode);
    return true;
  }
  if (claimed.attempts < MAX_ATTEMPTS) await deps.webhookDeliveries.recordAnswer(claimed, statusCode);
  else await deps.webhookDeliveries.finish(claimed, 'failed', statusCode);
  deps.metrics.webhookTryFailed();
  if (claimed.attempts >= MAX_ATTEMPTS) deps.metrics.webhookDeliveryFailed();
  return true;
}

/** The answer's status, or null when there was none or the key's URL may not (or no longer) be used. */
async function send(deps: WebhookDeps, delivery: WebhookDelivery, now: Date, timeoutMs: number) {
  const key = await deps.apiKeys.findByHash(delivery.keyHash);
  if (!key?.webhookUrl || !key.webhookSecret) return null;
  if (await webhookUrlProblem(deps.webhookTargets, key.webhookUrl)) return null;
  const signature = webhookSignature(key.webhookSecret, Math.floor(now.getTime() / 1_000), delivery.body);
  return deps.postWebhook(
    key.webhookUrl,
    delivery.body,
    {
      'content-type': 'application/json',
      'x-webhook-id': delivery.id,
      'x-webhook-signature': signature,
    },
    timeoutMs,
  );
}
