// Confirmed addresses in tests (docs/decisions/053): the token of the newest confirmation link mailed to an address,
// read from the SES emulator, and the real call the link's page makes.

import { CONFIRM_LINK_PARAM } from '../../shared/constants.js';
import { Client } from './http.js';
import { inject } from 'vitest';
import { rememberedMailbox } from './mailboxes.js';
import { eventually } from './payments.js';
import { mailTo, type Mail } from './sms.js';

export const CONFIRM_SUBJECT = 'Confirm your email address';

/** The newest confirmation link's token among the mails to `email` whose subject passes `subject`. */
export async function confirmTokenFor(
  email: string,
  siteUrl?: string,
  subject: (text: string) => boolean = (text) => text === CONFIRM_SUBJECT,
): Promise<string> {
  const links = (found: Mail[]) => found.filter((mail) => subject(mail.subject));
  const mail = links(
    await eventually(
      () => mailTo(email, rememberedMailbox(siteUrl) ?? inject('mailboxUrl')),
      (found) => links(found).length > 0,
    ),
  ).at(-1)!;
  const link = new RegExp(`(http\\S+${CONFIRM_LINK_PARAM}=\\S+)`).exec(mail.body.text)?.[1];
  if (!link) throw new Error(`No confirmation link in: ${mail.body.text}`);
  return new URL(link).searchParams.get(CONFIRM_LINK_PARAM)!;
}

/** Opens the newest confirmation link sent to a member's `email`, as its page does. */
export async function confirmMemberEmail(email: string, siteUrl?: string): Promise<void> {
  const token = await confirmTokenFor(email, siteUrl);
  const reply = await new Client(siteUrl).post('/auth/confirm-email.php', { token });
  if (reply.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(reply.body)}`);
}
