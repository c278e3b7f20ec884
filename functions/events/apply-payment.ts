// Consumer of PaymentNotified: applies the stored IPN to its payment, wallet and order.

import { applyNotification } from '../domain/payments/apply-notification.js';
import { createConsumer } from './core/consumer.js';

export const handler = createConsumer('applyPayment', (detail, deps) => applyNotification(deps, detail.notificationId));
