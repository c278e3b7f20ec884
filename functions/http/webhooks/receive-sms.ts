// POST /webhooks/sms: the SMS supplier's inbound message, signed as Twilio signs it; stored, announced, answered.

import { isValidTwilioSignature } from '../../adapters/sms/twilio-signature.js';
import { AppError } from '../../domain/errors.js';
import { receiveSms } from '../../domain/sms/receive-sms.js';
import { inboundSmsForm } from '../../../shared/schemas/sms.js';
import type { Operation } from '../core/area-handler.js';
import { validate } from '../core/request.js';
import { requireSignature, SIGNATURE_INVALID } from './signature-header.js';

export const receiveSmsWebhook: Operation = async (request, deps) => {
  const authToken = await deps.secret('SMS_SUPPLIER_AUTH_TOKEN');
  const signature = requireSignature(request, 'x-twilio-signature');
  // Twilio signs the URL it was given: the public address plus this path (DECISIONS.md "Paths").
  const url = `${deps.publicUrl.replace(/\/$/, '')}${request.match.route.path}`;
  const params = new URLSearchParams(request.rawBody);
  if (!isValidTwilioSignature(authToken, signature, url, params)) {
    throw new AppError('forbidden', SIGNATURE_INVALID);
  }
  await receiveSms(deps, validate(inboundSmsForm, Object.fromEntries(params)));
  return { body: { message: 'SMS received' } };
};
