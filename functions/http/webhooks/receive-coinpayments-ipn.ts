// POST /webhooks/coinpayments: HMAC over the raw body, ipn_mode and merchant checked, then stored and announced.

import { receiveNotification } from '../../domain/payments/receive-notification.js';
import type { Operation } from '../core/area-handler.js';
import { verifiedCoinPaymentsFields } from './coinpayments-ipn-fields.js';

export const receiveCoinPaymentsIpn: Operation = async (request, deps) => {
  await verifiedCoinPaymentsFields(request, deps);
  await receiveNotification(deps, 'coinpayments', request.rawBody);
  return { body: { message: 'IPN OK' } };
};
