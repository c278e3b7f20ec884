// POST /webhooks/nowpayments: HMAC over the recursively sorted JSON, then stored and announced.

import { verifyNowPaymentsSignature } from '../../adapters/payments/signatures.js';
import { AppError } from '../../domain/errors.js';
import { receiveNotification } from '../../domain/payments/receive-notification.js';
import type { Operation } from '../core/area-handler.js';
import { requireSignature, SIGNATURE_INVALID } from './signature-header.js';

export const receiveNowPaymentsIpn: Operation = async (request, deps) => {
  const ipnSecret = await deps.secret('NOWPAYMENTS_IPN_SECRET');
  const signature = requireSignature(request, 'x-nowpayments-sig');
  let body: unknown;
  try {
    body = JSON.parse(request.rawBody);
  } catch {
    throw new AppError('validation', 'The notification is not valid JSON', { body: 'Not valid JSON' });
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('validation', 'The notification is not a JSON object', { body: 'Expected an object' });
  }
  if (!verifyNowPaymentsSignature(ipnSecret, body, signature)) {
    throw new AppError('forbidden', SIGNATURE_INVALID);
  }
  await receiveNotification(deps, 'nowpayments', request.rawBody);
  return { body: { message: 'IPN OK' } };
};
