// POST /webhooks/coinpayments: HMAC over the raw body, ipn_mode and merchant checked, then stored and announced.

import { verifyCoinPaymentsSignature } from '../../adapters/payments/signatures.js';
import { AppError } from '../../domain/errors.js';
import { receiveNotification } from '../../domain/payments/receive-notification.js';
import type { Operation } from '../core/area-handler.js';
import { requireSignature, SIGNATURE_INVALID } from './signature-header.js';

export const receiveCoinPaymentsIpn: Operation = async (request, deps) => {
  const ipnSecret = await deps.secret('COINPAYMENTS_IPN_SECRET');
  const signature = requireSignature(request, 'hmac');
  if (!verifyCoinPaymentsSignature(ipnSecret, request.rawBody, signature)) {
    throw new AppError('forbidden', SIGNATURE_INVALID);
  }
  const fields = new URLSearchParams(request.rawBody);
  if (fields.get('ipn_mode') !== 'hmac') throw new AppError('forbidden', 'The IPN mode must be hmac');
  if (fields.get('merchant') !== deps.ipn.coinpaymentsMerchantId) {
    throw new AppError('forbidden', 'The IPN is for another merchant');
  }
  await receiveNotification(deps, 'coinpayments', request.rawBody);
  return { body: { message: 'IPN OK' } };
};
