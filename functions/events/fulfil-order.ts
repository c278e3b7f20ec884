// Consumer of PaymentCompleted: hands a paid anonymous order its number, lease or eSIM, or renews its lease when the
// payment was the lease's renewal (docs/decisions/062). An order that cannot be fulfilled (no stock, a lease that can
// no longer renew, or failing on its last try) is held for an operator rather than dead-lettered (docs/decisions/045).

import { CONSUMERS } from '../../shared/events.js';
import { AppError } from '../domain/errors.js';
import { fulfilAnonymousOrder } from '../domain/orders/fulfil-anonymous-order.js';
import { holdUnfulfilledOrder } from '../domain/orders/hold-unfulfilled-order.js';
import { renewLeaseFromPayment } from '../domain/leases/renew-anonymous-lease.js';
import { createConsumer } from './core/consumer.js';

export const handler = createConsumer('fulfilOrder', async (detail, deps, delivery) => {
  const renewal = (await deps.payments.find(detail.paymentId))?.purpose === 'lease_renewal';
  try {
    if (renewal) await renewLeaseFromPayment(deps, detail.paymentId);
    else await fulfilAnonymousOrder(deps, detail.orderId);
  } catch (error) {
    // No stock, or a lease that can no longer renew, will not come back on a retry; anything else is retried until
    // the last delivery.
    const final =
      (error instanceof AppError && (error.kind === 'outOfStock' || (renewal && error.kind === 'invalidState'))) ||
      delivery.receiveCount >= CONSUMERS.fulfilOrder.maxReceiveCount;
    const { notificationId } = detail;
    if (!final || !notificationId || !(error instanceof Error)) throw error;
    if (!(await holdUnfulfilledOrder(deps, { ...detail, notificationId }, error))) throw error;
  }
});
