// The deliverWebhooks job: each due delivery is claimed (so two runs never send it twice), POSTed signed to its key's
// current URL, and marked delivered on a 2xx, retried later, or failed after its last try
// (docs/decisions/024 "Webhooks to customers").

import type { WebhookDeps } from './webhook-deps.js';
import { MAX_ATTEMPTS, retryAt, type WebhookDelivery } from './webhook-delivery.js';
import { webhookSignature } from './webhook-signature.js';
import { webhookUrlProblem } from './webhook-url.js';

const BATCH = 25;

/** Answers how many deliveries it tried or ended. */
export async function deliverDueWebhooks(deps: WebhookDeps): Promise<number> {
  const due = await deps.webhookDeliveries.due(deps.clock.now(), BATCH);
  const handled = await Promise.all(due.map((delivery) => tryDelivery(deps, delivery)));
  return handled.filter(Boolean).length;
}

async function tryDelivery(deps: WebhookDeps, due: WebhookDelivery): Promise<boolean> {
  const now = deps.clock.now();
  if (due.attempts >= MAX_ATTEMPTS) {
    // Its last try's sender stopped before recording the answer.
    const claimed = await deps.webhookDeliveries.claim(due, retryAt(MAX_ATTEMPTS, now), now);
    if (claimed) await deps.webhookDeliveries.finish(claimed, 'failed', due.lastStatusCode);
    return claimed !== null;
  }
  const claimed = await deps.webhookDeliveries.claim(due, retryAt(due.attempts + 1, now), now);
  if (!claimed) return false;
  const statusCode = await send(deps, claimed, now);
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
    await deps.webhookDeliveries.finish(claimed, 'delivered', statusCode);
  } else if (claimed.attempts >= MAX_ATTEMPTS) {
    await deps.webhookDeliveries.finish(claimed, 'failed', statusCode);
  } else {
    await deps.webhookDeliveries.recordAnswer(claimed, statusCode);
  }
  return true;
}

/** The answer's status, or null when there was none or the key's URL may not (or no longer) be used. */
async function send(deps: WebhookDeps, delivery: WebhookDelivery, now: Date): Promise<number | null> {
  const key = await deps.apiKeys.findByHash(delivery.keyHash);
  if (!key?.webhookUrl || !key.webhookSecret) return null;
  if (await webhookUrlProblem(deps.webhookTargets, key.webhookUrl)) return null;
  const signature = webhookSignature(key.webhookSecret, Math.floor(now.getTime() / 1_000), delivery.body);
  return deps.postWebhook(key.webhookUrl, delivery.body, {
    'content-type': 'application/json',
    'x-webhook-id': delivery.id,
    'x-webhook-signature': signature,
  });
}
