// POST /webhooks/sms: the SMS supplier's inbound message, signed as Twilio signs it; stored, announced, answered.
// The signature is checked before anything is read; every signed message is then stored, a malformed one unmatched
// for an operator, and answered 200 so the supplier does not send it again (docs/decisions/012), with the empty TwiML
// Twilio expects of a messaging webhook (docs/decisions/031 "The SMS supplier's answer").

import { isValidTwilioSignature } from '../../adapters/sms/twilio-signature.js';
import { AppError } from '../../domain/errors.js';
import { keepInvalidSms, receiveSms } from '../../domain/sms/receive-sms.js';
import { inboundSmsForm } from '../../../shared/schemas/sms.js';
import type { Operation } from '../core/area-handler.js';
import { invalidSms } from './invalid-sms.js';
import { requireSignature, SIGNATURE_INVALID } from './signature-header.js';

/** No reply SMS, no redirect: Twilio reads a 200's body as TwiML, and any other type is logged as an error there. */
const EMPTY_TWIML = {
  contentType: 'text/xml; charset=utf-8',
  body: '<?xml version="1.0" encoding="UTF-8"?><Response/>',
};

export const receiveSmsWebhook: Operation = async (request, deps) => {
  const authToken = await deps.secret('SMS_SUPPLIER_AUTH_TOKEN');
  const signature = requireSignature(request, 'x-twilio-signature');
  // Twilio signs the URL it was given: the public address plus this path (docs/decisions/013 "Paths").
  const url = `${deps.publicUrl.replace(/\/$/, '')}${request.match.route.path}`;
  const params = new URLSearchParams(request.rawBody);
  if (!isValidTwilioSignature(authToken, signature, url, params)) {
    throw new AppError('forbidden', SIGNATURE_INVALID);
  }
  const form = inboundSmsForm.safeParse(Object.fromEntries(params));
  if (form.success) await receiveSms(deps, form.data);
  else await keepInvalidSms(deps, invalidSms(params, form.error));
  return { body: {}, text: EMPTY_TWIML };
};
