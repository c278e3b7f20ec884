// Consumer of SmsReceived: routes the stored message to its order or lease, or keeps it unmatched, the member's webhook
// deliveries written in the routing's transaction; pushes it to the sockets watching that order or lease, then makes the
// webhooks' first try at once; the deliverWebhooks job makes any retries, and a first try this consumer did not make
// (docs/decisions/041, 048).

import { WEBHOOK_FIRST_TRY_TIMEOUT_S } from '../../shared/webhook-schedule.js';
import { warmPushSender } from '../adapters/dependencies.js';
import { logger } from '../adapters/logger.js';
import { pushRoutedSms } from '../domain/push/push-routed-sms.js';
import { routeSms } from '../domain/sms/route-sms.js';
import { deliverWebhook } from '../domain/webhooks/deliver-webhook.js';
import { createConsumer } from './core/consumer.js';

/**
 * The first try's answer time: short, so a slow receiver cannot hold the routing of the batch near the function's
 * timeout; a try that gets no answer in time is made again at its time with the full time (docs/decisions/048 "Tries
 * on time").
 */
const FIRST_TRY_TIMEOUT_MS = WEBHOOK_FIRST_TRY_TIMEOUT_S * 1_000;

// The management API's client is loaded while this function's runtime starts (Lambda's init; the local server's start),
// not by the first push, which it would make several times slower than the others; only this function pays for it. A
// failure here is left to the first push, which tries again.
await warmPushSender().catch((error: unknown) =>
  logger.warn('The push sender could not be made at start', { error: error as Error }),
);

export const handler = createConsumer('routeSms', async (detail, deps) => {
  const routed = await routeSms(deps, detail.messageSid);
  // The page's socket is told first; a push that fails is only logged: the message is stored, and the page reads it on
  // its next poll or reconnection (docs/decisions/041 "Fallback").
  await pushRoutedSms(deps, routed.sms).catch((error: unknown) =>
    logger.warn('Push failed', { error: error as Error }),
  );
  await Promise.all(routed.webhooks.map((webhook) => deliverWebhook(deps, webhook, FIRST_TRY_TIMEOUT_MS)));
});
