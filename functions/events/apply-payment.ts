// Consumer of PaymentNotified: applies the stored IPN to its payment, wallet and order; a credited top-up's email to a
// member who takes order updates is written in the same transaction (docs/decisions/034).

import { applyNotification } from '../domain/payments/apply-notification.js';
import { createConsumer } from './core/consumer.js';

export const handler = createConsumer('applyPayment', async (detail, deps) => {
  await applyNotification(deps, detail.notificationId);
});
