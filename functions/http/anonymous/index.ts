// The anonymous area's Lambda: what a visitor without an account reads about their order, and the stock counters.

import { createAreaHandler } from '../core/area-handler.js';
import { checkOrderPayment } from '../payment/check-order-payment.js';
import { getStats } from './get-stats.js';

export const handler = createAreaHandler('anonymous', {
  'anonymous.checkPayment': checkOrderPayment,
  'anonymous.stats': getStats,
});
