// Consumer of PaymentCompleted: hands a paid anonymous order its number, lease or eSIM.

import { fulfilAnonymousOrder } from '../domain/orders/fulfil-anonymous-order.js';
import { createConsumer } from './core/consumer.js';

export const handler = createConsumer('fulfilOrder', async (detail, deps) => {
  await fulfilAnonymousOrder(deps, detail.orderId);
});
