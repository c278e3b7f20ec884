// An inbound SMS as Twilio delivers it (docs/decisions/014 "Twilio inbound SMS"): its form fields, signed with
// X-Twilio-Signature.
// The local SMS supplier simulator and `ops sms:send` post these, so the webhook's code path is the real one.

import { createHash, randomBytes } from 'node:crypto';
import { ROUTES } from '../../../shared/routes.js';
import { twilioSignature } from './twilio-signature.js';

export interface InboundMessage {
  to: string;
  body: string;
  from: string;
}

/** The fields Twilio posts for one inbound SMS; GSM-7 messages split at 153 characters, others at 67. */
export function inboundMessageForm(message: InboundMessage, authToken: string): URLSearchParams {
  const messageSid = `SM${randomBytes(16).toString('hex')}`;
  const accountSid = `AC${createHash('sha256').update(authToken).digest('hex').slice(0, 32)}`;
  const perSegment = /^[\x20-\x7e\n\r]*$/.test(message.body) ? 153 : 67;
  return new URLSearchParams({
    ToCountry: 'GB',
    ToState: '',
    SmsMessageSid: messageSid,
    NumMedia: '0',
    ToCity: '',
    FromZip: '',
    SmsSid: messageSid,
    FromState: '',
    SmsStatus: 'received',
    FromCity: '',
    Body: message.body,
    FromCountry: message.from.startsWith('+44') ? 'GB' : '',
    To: message.to,
    ToZip: '',
    NumSegments: String(Math.max(1, Math.ceil(message.body.length / perSegment))),
    MessageSid: messageSid,
    AccountSid: accountSid,
    From: message.from,
    ApiVersion: '2010-04-01',
  });
}

/** Posts the message to `publicUrl` + /webhooks/sms, signed as Twilio signs it; returns the answer's status. */
export function postInboundMessage(
  publicUrl: string,
  authToken: string,
  message: InboundMessage,
): Promise<{ status: number; messageSid: string; answer: string }> {
  return postInboundMessageTo(`${publicUrl.replace(/\/$/, '')}${ROUTES['webhooks.sms'].path}`, authToken, message);
}

/** Posts the message to a number's SMS URL as it is set at the carrier (the Twilio simulator's numbers). */
export async function postInboundMessageTo(
  url: string,
  authToken: string,
  message: InboundMessage,
): Promise<{ status: number; messageSid: string; answer: string }> {
  const form = inboundMessageForm(message, authToken);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(authToken, url, form),
    },
    body: form.toString(),
  });
  return { status: response.status, messageSid: form.get('MessageSid')!, answer: await response.text() };
}
