// An optional email (docs/decisions/020): written to the outbox only for an active member whose settings take that
// kind, so a change writes an item only when there is something to send (docs/decisions/034). The rest are the emails
// nobody can turn off (lease forwarding, resets, support's replies).

import { outboxEmail } from '../outbox/outbox-writes.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import type { MailContent } from '../outbox/mail-content.js';
import type { UserRepository } from './ports.js';
import { takesEmail, type OptionalEmail } from './notification-settings.js';
import { memberRecipient, type User } from './user.js';

export interface OptionalEmailDeps {
  users: Pick<UserRepository, 'findById'>;
}

/** The outbox item of what `compose` writes to the member when they take `kind`; none when they do not. */
export async function optionalEmail(
  deps: OptionalEmailDeps,
  userId: string,
  kind: OptionalEmail,
  compose: (user: User) => MailContent,
  now: Date,
): Promise<OutboxItem[]> {
  const user = await deps.users.findById(userId);
  if (!user || !user.isActive || !takesEmail(user, kind)) return [];
  return outboxEmail(memberRecipient(user), 'toConfirmedOnly', compose(user), now);
}
