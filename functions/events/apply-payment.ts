// Consumer of PaymentNotified: applies the stored IPN to its payment, wallet and order, then tells the member about a
// credited top-up when they take order updates.

import { applyNotification } from '../domain/payments/apply-notification.js';
import { mailTopUpCredited } from '../domain/users/order-update-emails.js';
import { createConsumer } from './core/consumer.js';

export const handler = createConsumer('applyPayment', async (detail, deps) => {
  const credited = await applyNotification(deps, detail.notificationId);
  // Sent after the credit is stored, once: a failed send is let go (docs/decisions/033), and a repeated event credits
  // nothing more and so sends nothing (at most one email per credit).
  await mailTopUpCredited(deps, credited);
});
