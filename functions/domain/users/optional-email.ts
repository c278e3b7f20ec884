// Sending an optional email (docs/decisions/020): only to an active member whose settings take that kind; the rest are
// the emails nobody can turn off (lease forwarding, resets, security notices), which are sent directly.

import type { Email, Mailer } from '../ports.js';
import type { UserRepository } from './ports.js';
import { takesEmail, type OptionalEmail } from './notification-settings.js';
import type { User } from './user.js';

export interface OptionalEmailDeps {
  users: Pick<UserRepository, 'findById'>;
  mailer: Mailer;
}

/**
 * Sends what `compose` writes to the member when they take `kind`; true when it was sent. A notice that cannot be sent
 * is let go (the mailer logs it), never the change it announces: that is stored already, and failing here answered a
 * member's cancel with a 500 after the refund was made, and stopped the expiry job before the orders after it
 * (found by the load with SES failing, docs/decisions/033).
 */
export async function sendOptionalEmail(
  deps: OptionalEmailDeps,
  userId: string,
  kind: OptionalEmail,
  compose: (user: User) => Omit<Email, 'to'>,
): Promise<boolean> {
  const user = await deps.users.findById(userId);
  if (!user || !user.isActive || !takesEmail(user, kind)) return false;
  return deps.mailer.send({ to: user.email, ...compose(user) }).then(
    () => true,
    () => false,
  );
}
