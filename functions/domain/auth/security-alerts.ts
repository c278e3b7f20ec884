// Security alerts (docs/decisions/050): an email for each change to how an account is signed in to or used by tools (a
// password change, two-factor on or off, a new API key, a new email address, a sign-in from a browser the account has
// not signed in from before). They are not optional (no setting turns them off), are written to the outbox in the
// transaction of the change they report, quote nothing a stranger could have typed, and carry the time and a link that
// ends every session of the account.

import { memberRecipient, type User } from '../users/user.js';
import type { Recipient } from '../outbox/mail-rule.js';
import type { AuthDeps } from './auth-deps.js';
import { outboxEmail } from '../outbox/outbox-writes.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import type { MailContent } from '../outbox/mail-content.js';
import { signOutEverywhereLink } from './sign-out-everywhere.js';

export type SecurityEvent =
  | { kind: 'passwordChanged' }
  | { kind: 'twoFactorOn' }
  | { kind: 'twoFactorOff' }
  /** The key's first characters, as its list shows them: its name was typed by whoever holds the session. */
  | { kind: 'apiKeyCreated'; keyPrefix: string }
  /** To the old address; the new one gets its confirmation link instead (docs/decisions/053). */
  | { kind: 'emailChanged'; from: string; to: string }
  /** The browser's name (./browser-name.ts), the client's address and where it is, when known. */
  | { kind: 'newBrowser'; browser: string; address: string; place: string | null };

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
const when = (at: Date) => `${TIME.format(at)} UTC`;

function whatHappened(event: SecurityEvent, at: Date): { subject: string; paragraphs: string[] } {
  switch (event.kind) {
    case 'passwordChanged':
      return {
        subject: 'Your password was changed',
        paragraphs: [`The password of your UK SMS Numbers account was changed on ${when(at)}.`],
      };
    case 'twoFactorOn':
      return {
        subject: 'Two-factor sign-in was turned on',
        paragraphs: [`Two-factor sign-in was turned on for your UK SMS Numbers account on ${when(at)}.`],
      };
    case 'twoFactorOff':
      return {
        subject: 'Two-factor sign-in was turned off',
        paragraphs: [
          `Two-factor sign-in was turned off for your UK SMS Numbers account on ${when(at)}: your password alone now ` +
            'signs in.',
        ],
      };
    case 'apiKeyCreated':
      return {
        subject: 'A new API key was created',
        paragraphs: [
          `A new API key, ${event.keyPrefix}..., was created on your UK SMS Numbers account on ${when(at)}. ` +
            'It can buy numbers with your wallet.',
        ],
      };
    case 'emailChanged':
      return {
        subject: 'Your email address was changed',
        paragraphs: [
          `The email address of your UK SMS Numbers account was changed from ${event.from} to ${event.to} on ` +
            `${when(at)}. Sign-in and password resets now go to ${event.to}, and these alerts once it is confirmed.`,
        ],
      };
    case 'newBrowser':
      return {
        subject: 'New sign-in to your account',
        paragraphs: [
          'Your UK SMS Numbers account was signed in to from a browser it had not been signed in from before.',
          `Browser: ${event.browser}`,
          `From: ${event.address}${event.place ? ` (${event.place})` : ''}`,
          `When: ${when(at)}`,
        ],
      };
  }
}

/**
 * The alert of `event` to `to` (the account's address unless said), written in the change's transaction.
 * `generation` is the session generation the account's sessions are in once the change has committed: the link ends
 * them all.
 */
export async function securityAlert(
  deps: Pick<AuthDeps, 'jwtSecret' | 'publicUrl'>,
  user: Pick<User, 'id' | 'email' | 'emailConfirmedAt' | 'emailUndeliverable'>,
  event: SecurityEvent,
  at: Date,
  generation: number,
  to: Recipient = memberRecipient(user),
): Promise<OutboxItem[]> {
  const { subject, paragraphs } = whatHappened(event, at);
  const content: MailContent = {
    subject,
    paragraphs: [
      ...paragraphs,
      'If this was you, there is nothing to do.',
      'If it was not, end every session of your account with this link, then change your password: ' +
        (await signOutEverywhereLink(deps, user, generation)),
      'Security emails are always sent, whatever your notification settings.',
    ],
  };
  // Like every email but the confirmation link and resets, only to a confirmed address (docs/decisions/053); also to
  // one marked undeliverable, whose owner may still read it (056).
  return outboxEmail(to, 'securityAlert', content, at);
}
