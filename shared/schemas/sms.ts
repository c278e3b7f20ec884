// The SMS supplier's inbound-message webhook (docs/decisions/014 "Twilio inbound SMS") and the anonymous SMS check.

import * as z from 'zod';
import { SMS_BODY_MAX_LENGTH } from '../constants.js';
import { orderMessage } from './orders.js';

/** Twilio's id of one message: the same message delivered twice carries the same one. */
export const messageSid = z.string().regex(/^(SM|MM)[0-9a-f]{32}$/, 'Expected a Twilio message SID');

/** Twilio's form; it may add fields at any time, so unknown ones are allowed (they are signed all the same). */
export const inboundSmsForm = z.object({
  MessageSid: messageSid,
  AccountSid: z.string().regex(/^AC[0-9a-f]{32}$/, 'Expected a Twilio account SID'),
  /** A number, or an alphanumeric sender id such as 'WhatsApp'. */
  From: z.string().min(1).max(64),
  To: z.string().regex(/^\+[1-9]\d{6,14}$/, 'Expected a number in E.164 form'),
  Body: z.string().max(SMS_BODY_MAX_LENGTH, `At most ${SMS_BODY_MAX_LENGTH} characters`),
  NumMedia: z.string().regex(/^\d+$/).optional(),
});
export type InboundSmsForm = z.infer<typeof inboundSmsForm>;

/** docs/decisions/015 "Fields": the SMS check answers `success`, `sms_code`; null until the code arrives. */
export const checkSmsResponse = z.object({
  success: z.literal(true),
  sms_code: z.string().nullable(),
  phone_number: z.string().nullable(),
  status: z.string(),
  expires_at: z.string().nullable(),
  /** Messages that reached the number but did not bring the order's code; empty until it is paid. */
  other_messages: z.array(orderMessage),
});
export type CheckSmsResponse = z.infer<typeof checkSmsResponse>;
