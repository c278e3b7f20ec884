// Consumer of SmsReceived: routes the stored message to its order or lease, or keeps it unmatched, the member's webhook
// deliveries written in the routing's transaction, then makes their first try at once; the deliverWebhooks job makes
// any retries, and a first try this consumer did not make (docs/decisions/048).

import { routeSms } from '../domain/sms/route-sms.js';
import { deliverWebhook } from '../domain/webhooks/deliver-webhook.js';
import { createConsumer } from './core/consumer.js';

/**
 * The first try's answer time: short, so a slow receiver cannot hold the routing of the batch near the function's
 * timeout; a try that gets no answer in time is retried by the job, which gives the full time.
 */
const FIRST_TRY_TIMEOUT_MS = 3_000;

export const handler = createConsumer('routeSms', async (detail, deps) => {
  const { webhooks } = await routeSms(deps, detail.messageSid);
  await Promise.all(webhooks.map((webhook) => deliverWebhook(deps, webhook, FIRST_TRY_TIMEOUT_MS)));
});
