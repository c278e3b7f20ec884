// Consumer of SmsReceived: routes the stored message to its order or lease, or keeps it unmatched, then enqueues the
// member's webhooks for it (sent by the deliverWebhooks job, never from here).

import { routeSms } from '../domain/sms/route-sms.js';
import { enqueueSmsWebhooks } from '../domain/webhooks/enqueue-sms-webhooks.js';
import { createConsumer } from './core/consumer.js';

export const handler = createConsumer('routeSms', async (detail, deps, delivery) => {
  await enqueueSmsWebhooks(deps, await routeSms(deps, detail.messageSid, delivery.eventId));
});
