// Confirmed addresses in tests (docs/decisions/053): the token of the newest confirmation link mailed to an address,
// read from the SES emulator, and the real call the link's page makes. It reads the mailbox and calls the site itself,
// without the other helpers, which import the member helper that uses it.

import { inject } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createOutboxRepository } from '../../functions/adapters/dynamo/outbox-repository.js';
import { API_BASE_PATH, CONFIRM_LINK_PARAM } from '../../shared/constants.js';
import { rememberedMailbox } from './mailboxes.js';

export const CONFIRM_SUBJECT = 'Confirm your email address';

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}

function tokenIn(text: string): string | null {
  const link = new RegExp(`(http\\S+${CONFIRM_LINK_PARAM}=\\S+)`).exec(text)?.[1];
  return link ? new URL(link).searchParams.get(CONFIRM_LINK_PARAM) : null;
}

/**
 * The newest confirmation link's token among the mails to `email` whose subject passes `subject`, once one came. With
 * `table`, also from the email still waiting in the outbox: a stack whose mail fails (docs/decisions/033) never sends
 * it.
 */
export async function confirmTokenFor(
  email: string,
  siteUrl?: string,
  subject: (text: string) => boolean = (text) => text === CONFIRM_SUBJECT,
  table?: TableClient,
): Promise<string> {
  const mailbox = rememberedMailbox(siteUrl) ?? inject('mailboxUrl');
  // The site keeps addresses in lower case.
  const address = email.toLowerCase();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const store = (await (await fetch(`${mailbox}/store`)).json()) as { emails: StoredMail[] };
    const mailed = store.emails.filter((one) => one.destination.to.includes(address) && subject(one.subject)).at(-1);
    const waiting = table
      ? (await createOutboxRepository(table).due(new Date(Date.now() + 86_400_000), 100))
          .map((item) => item.message)
          .filter((message) => message.to === address && subject(message.subject))
          .at(-1)
      : undefined;
    const token = (mailed && tokenIn(mailed.body.text)) || (waiting && tokenIn(waiting.paragraphs.join('\n')));
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`No confirmation link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the newest confirmation link sent to a member's `email`, as its page does. */
export async function confirmMemberEmail(
  email: string,
  siteUrl: string = inject('siteUrl'),
  table?: TableClient,
): Promise<void> {
  const token = await confirmTokenFor(email, siteUrl, undefined, table);
  const reply = await fetch(`${siteUrl}${API_BASE_PATH}/auth/confirm-email.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (reply.status !== 200) throw new Error(`confirm failed: ${await reply.text()}`);
}
