// The one rule of who may be mailed what (docs/decisions/053, 056): an address nobody has confirmed gets only fixed
// texts that quote nothing typed by someone else (the confirmation link, a password reset, the contact form's
// acknowledgement, support's own words to a contact-form sender, the held-money notice of a paid order); everything
// else waits for the address to be confirmed. An address SES reported as bouncing for good, or as calling our mail
// spam, gets only what keeps the account its owner's: confirmation links, password resets and security alerts. Every
// outbox email is made through outboxEmail, which applies it.

/** Where an email goes, whether its owner has shown the address is theirs, and whether SES marked it undeliverable. */
export interface Recipient {
  email: string;
  confirmed: boolean;
  undeliverable: boolean;
}

/**
 * An address typed into a form or an order, whose mail is one email caused by that person's act just now (a link, an
 * acknowledgement, a reply, a held payment's notice): not looked up among the marked ones (docs/decisions/056). A lease's
 * forwarding, which goes on, is: route-sms.ts.
 */
export const givenAddress = (email: string, confirmed: boolean): Recipient => ({
  email,
  confirmed,
  undeliverable: false,
});

/** Why and when an address was marked undeliverable: a permanent bounce, or a complaint (docs/decisions/056). */
export interface UndeliverableMark {
  reason: 'bounce' | 'complaint';
  at: string;
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

/**
 * The emails an address marked undeliverable still receives: each asked for by someone acting on the account, or
 * telling its owner of such an act, and few; losing one could lock the owner out or hide a takeover, and a mark can be
 * wrong (a mailbox restored, a spam button pressed by mistake).
 */
export const TO_UNDELIVERABLE = ['addressConfirmation', 'passwordReset', 'securityAlert'] as const;

/**
 * What an email is: one of the open kinds, a security alert (to a confirmed address, marked or not), or anything else,
 * which needs a confirmed address that is not marked.
 */
export type MailKind = OpenMail | 'securityAlert' | 'toConfirmedOnly';

export function mayMail(recipient: Recipient, kind: MailKind): boolean {
  if (recipient.undeliverable && !(TO_UNDELIVERABLE as readonly string[]).includes(kind)) return false;
  return recipient.confirmed || (TO_ANY_ADDRESS as readonly string[]).includes(kind);
}

/**
 * The greeting of an email that may go to an unconfirmed address: a name (typed by whoever registered or wrote) only
 * to an address confirmed as the name's owner's.
 */
export function greeting(recipient: Recipient, name: string | null): string {
  return recipient.confirmed && name ? `Hello ${name},` : 'Hello,';
}
