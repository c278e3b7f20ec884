// Test helpers for the SMS pipeline: supplier webhooks signed with the local auth token, and the local mailbox.

import { inject } from 'vitest';
import { inboundMessageForm } from '../../functions/adapters/sms/twilio-inbound-message.js';
import { twilioSignature } from '../../functions/adapters/sms/twilio-signature.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import { ROUTES } from '../../shared/routes.js';
import { eventually } from './payments.js';

/** A supplier webhook for `to`, signed as Twilio signs it: post it once or many times. */
export function signedSms(to: string, body: string, from = '+447700900999', siteUrl: string = inject('siteUrl')) {
  return signedForm(inboundMessageForm({ to, body, from }, LOCAL_DEFAULTS.SMS_SUPPLIER_AUTH_TOKEN), siteUrl);
}

/** Any form, signed with the supplier's auth token as Twilio signs: for messages whose fields are not as expected. */
export function signedForm(form: URLSearchParams, siteUrl: string = inject('siteUrl')) {
  const url = `${siteUrl}${ROUTES['webhooks.sms'].path}`;
  const signature = twilioSignature(LOCAL_DEFAULTS.SMS_SUPPLIER_AUTH_TOKEN, url, form);
  return {
    messageSid: form.get('MessageSid') ?? '',
    form,
    post: (headers: Record<string, string> = { 'x-twilio-signature': signature }, payload = form.toString()) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: payload,
      }),
    signature,
  };
}

export interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}

/** The emails the SES emulator holds for `address` (the shared stack's, or a stack's of its own by its mailbox URL). */
export async function mailTo(address: string, mailboxUrl: string = inject('mailboxUrl')): Promise<Mail[]> {
  const store = (await (await fetch(`${mailboxUrl}/store`)).json()) as { emails: Mail[] };
  return store.emails.filter((mail) => mail.destination.to.includes(address));
}

/** The emails to `address` with the subject `subject`, once at least one has come (the outbox sends a moment later). */
export async function mailsWith(
  address: string,
  subject: string,
  mailboxUrl: string = inject('mailboxUrl'),
): Promise<Mail[]> {
  return eventually(
    async () => (await mailTo(address, mailboxUrl)).filter((mail) => mail.subject === subject),
    (found) => found.length > 0,
  );
}
