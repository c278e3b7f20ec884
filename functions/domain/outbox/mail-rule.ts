// The one rule of who may be mailed what (docs/decisions/053): an address nobody has confirmed gets only fixed texts
// that quote nothing typed by someone else (the confirmation link, a password reset, the contact form's
// acknowledgement, support's own words to a contact-form sender, the held-money notice of a paid order); everything
// else waits for the address to be confirmed. Every outbox email is made through outboxEmail, which applies it.

/** Where an email goes, and whether its owner has shown the address is theirs. */
export interface Recipient {
  email: string;
  confirmed: boolean;
}

/** The emails an unconfirmed address may receive: each a fixed text, or one quoting only the shop's own words. */
export const TO_ANY_ADDRESS = [
  'addressConfirmation',
  'passwordReset',
  'contactAcknowledgement',
  'contactReply',
  'heldMoney',
] as const;
type OpenMail = (typeof TO_ANY_ADDRESS)[number];

/** What an email is: one of the open kinds, or anything else, which needs a confirmed address. */
export type MailKind = OpenMail | 'toConfirmedOnly';

export function mayMail(recipient: Recipient, kind: MailKind): boolean {
  return recipient.confirmed || (TO_ANY_ADDRESS as readonly string[]).includes(kind);
}

/**
 * The greeting of an email that may go to an unconfirmed address: a name (typed by whoever registered or wrote) only
 * to an address confirmed as the name's owner's.
 */
export function greeting(recipient: Recipient, name: string | null): string {
  return recipient.confirmed && name ? `Hello ${name},` : 'Hello,';
}
