// The deliverWebhooks job: the retries (and any first try its consumer did not make) of customers' webhooks that are
// due now (docs/decisions/024 "Webhooks to customers").

import { deliverWebhook } from './deliver-webhook.js';
import type { WebhookDeps } from './webhook-deps.js';

const BATCH = 25;

/** Answers how many deliveries it tried or ended. */
export async function deliverDueWebhooks(deps: WebhookDeps): Promise<number> {
  const due = await deps.webhookDeliveries.due(deps.clock.now(), BATCH);
  const handled = await Promise.all(due.map((delivery) => deliverWebhook(deps, delivery)));
  return handled.filter(Boolean).length;
}
