// Confirmed addresses in tests (docs/decisions/053): the token of the newest confirmation link mailed to an address,
// read from the SES emulator, and the real call the link's page makes. It reads the mailbox and calls the site itself,
// without the other helpers, which import the member helper that uses it.

import { inject } from 'vitest';
import { API_BASE_PATH, CONFIRM_LINK_PARAM } from '../../shared/constants.js';
import { rememberedMailbox } from './mailboxes.js';

export const CONFIRM_SUBJECT = 'Confirm your email address';

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}

/** The newest confirmation link's token among the mails to `email` whose subject passes `subject`, once one came. */
export async function confirmTokenFor(
  email: string,
  siteUrl?: string,
  subject: (text: string) => boolean = (text) => text === CONFIRM_SUBJECT,
): Promise<string> {
  const mailbox = rememberedMailbox(siteUrl) ?? inject('mailboxUrl');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const store = (await (await fetch(`${mailbox}/store`)).json()) as { emails: StoredMail[] };
    const mail = store.emails.filter((one) => one.destination.to.includes(email) && subject(one.subject)).at(-1);
    const link = mail && new RegExp(`(http\\S+${CONFIRM_LINK_PARAM}=\\S+)`).exec(mail.body.text)?.[1];
    if (link) return new URL(link).searchParams.get(CONFIRM_LINK_PARAM)!;
    if (Date.now() > deadline) throw new Error(`No confirmation link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the newest confirmation link sent to a member's `email`, as its page does. */
export async function confirmMemberEmail(email: string, siteUrl: string = inject('siteUrl')): Promise<void> {
  const token = await confirmTokenFor(email, siteUrl);
  const reply = await fetch(`${siteUrl}${API_BASE_PATH}/auth/confirm-email.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (reply.status !== 200) throw new Error(`confirm failed: ${await reply.text()}`);
}
