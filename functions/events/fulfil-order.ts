// Consumer of PaymentCompleted: hands a paid anonymous order its number, lease or eSIM. An order that cannot be
// fulfilled (no stock, or failing on its last try) is held for an operator rather than dead-lettered
// (docs/decisions/045).

import { CONSUMERS } from '../../shared/events.js';
import { AppError } from '../domain/errors.js';
import { fulfilAnonymousOrder } from '../domain/orders/fulfil-anonymous-order.js';
import { holdUnfulfilledOrder } from '../domain/orders/hold-unfulfilled-order.js';
import { createConsumer } from './core/consumer.js';

export const handler = createConsumer('fulfilOrder', async (detail, deps, delivery) => {
  try {
    await fulfilAnonymousOrder(deps, detail.orderId);
  } catch (error) {
    // No stock will not come back on a retry; anything else is retried until the last delivery.
    const final =
      (error instanceof AppError && error.kind === 'outOfStock') ||
      delivery.receiveCount >= CONSUMERS.fulfilOrder.maxReceiveCount;
    const { notificationId } = detail;
    if (!final || !notificationId || !(error instanceof Error)) throw error;
    if (!(await holdUnfulfilledOrder(deps, { ...detail, notificationId }, error))) throw error;
  }
});
