// The tryWebhook consumer: a customer webhook's try, made when it falls due (docs/decisions/048 "Tries on time").

import { tryWebhook } from '../domain/webhooks/try-webhook.js';
import { createConsumer } from './core/consumer.js';

export const handler = createConsumer('tryWebhook', async (wake, deps) => {
  await tryWebhook(deps, wake);
});
