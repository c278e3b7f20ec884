// Consumer of SmsReceived: routes the stored message to its order or lease, or keeps it unmatched.

import { routeSms } from '../domain/sms/route-sms.js';
import { createConsumer } from './core/consumer.js';

export const handler = createConsumer('routeSms', async (detail, deps, delivery) => {
  await routeSms(deps, detail.messageSid, delivery.eventId);
});
