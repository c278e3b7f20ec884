// Profile changes: the name freely; the email only re-authenticated (the password, and the code with two-factor on),
// only to a free address, with a security alert to the old address (docs/decisions/050); the new address is
// unconfirmed and gets its confirmation link, not the alert (docs/decisions/053).

import type { UpdateProfileRequest } from '../../../shared/schemas/profile.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import type { AttemptSource } from '../auth/password-check.js';
import { reauthenticate } from '../auth/reauthenticate.js';
import { securityAlert } from '../auth/security-alerts.js';
import { memberConfirmationMail, sendConfirmation } from '../auth/address-confirmation.js';
import { announceOutbox } from '../outbox/outbox-writes.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import type { User } from './user.js';

export async function updateProfile(
  deps: Pick<
    AuthDeps,
    | 'clock'
    | 'users'
    | 'counters'
    | 'passwords'
    | 'sealer'
    | 'events'
    | 'jwtSecret'
    | 'publicUrl'
    | 'addressConfirmations'
  >,
  user: User,
  changes: UpdateProfileRequest,
  source: AttemptSource,
): Promise<User> {
  const wanted: { name?: string; email?: string } = {};
  if (changes.name !== undefined && changes.name !== user.name) wanted.name = changes.name;
  let alerts: OutboxItem[] = [];
  if (changes.email !== undefined && changes.email !== user.email) {
    // The email is the login and where resets go: a borrowed session alone must not be able to take it over.
    await reauthenticate(deps, user, changes, source);
    wanted.email = changes.email;
    const now = deps.clock.now();
    const event = { kind: 'emailChanged', from: user.email, to: changes.email } as const;
    alerts = await securityAlert(deps, user, event, now, user.sessionGeneration);
  }
  if (Object.keys(wanted).length === 0) return user;
  const updated = await deps.users.updateProfile(user, wanted, alerts);
  await announceOutbox(deps, alerts);
  if (wanted.email !== undefined) await sendConfirmation(deps, memberConfirmationMail(deps, updated, deps.clock.now()));
  return updated;
}
