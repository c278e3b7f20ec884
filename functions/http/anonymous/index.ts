// The anonymous area's Lambda: what a visitor without an account reads about their order (payment, code, eSIM, money
// owed to them), and the landing page's stock counters.

import { createAreaHandler } from '../core/area-handler.js';
import { checkOrderPayment } from '../payment/check-order-payment.js';
import { checkSms } from './check-sms.js';
import { getQrData } from './get-qr-data.js';
import { getAnonymousReceipt } from './get-receipt.js';
import { getStats } from './get-stats.js';
import { getRefund } from './get-refund.js';

export const handler = createAreaHandler('anonymous', {
  'anonymous.checkPayment': checkOrderPayment,
  'anonymous.stats': getStats,
  'anonymous.checkSms': checkSms,
  'anonymous.getQrData': getQrData,
  'anonymous.getReceipt': getAnonymousReceipt,
  'anonymous.getRefund': getRefund,
});
