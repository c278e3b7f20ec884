// The anonymous area's Lambda: what a visitor without an account reads about their order.

import { createAreaHandler } from '../core/area-handler.js';
import { checkOrderPayment } from '../payment/check-order-payment.js';

export const handler = createAreaHandler('anonymous', {
  'anonymous.checkPayment': checkOrderPayment,
});
