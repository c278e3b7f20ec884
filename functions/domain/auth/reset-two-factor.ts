// An operator's reset of a user's two-factor sign-in (docs/decisions/042), for an account locked out with its
// authenticator and its recovery codes lost: two-factor goes off as when the member turns it off, and every session of
// the user ends, so that whoever held one signs in again with the password alone. An admin must then enrol again
// before any admin call, as every admin must.

import { auditEntry, type Operator } from '../audit/audit-entry.js';
import type { Clock } from '../ports.js';
import type { User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';

/**
 * Turns the user's two-factor off (or drops an enrolment not confirmed) and ends their sessions, with the operator's
 * audit entry (docs/decisions/059); false when none.
 */
export async function resetTwoFactor(
  deps: Pick<AuthDeps, 'users'> & { clock: Clock },
  operator: Operator,
  user: User,
): Promise<boolean> {
  if (!user.twoFactor) return false;
  const entry = auditEntry(deps.clock.now(), operator, {
    action: 'two_factor_reset',
    subject: { kind: 'user', id: user.id },
    details: `Turned two-factor sign-in off for ${user.email} and ended their sessions`,
    before: { two_factor: true },
    after: { two_factor: false },
    reason: 'Locked out: authenticator and recovery codes lost',
  });
  if (!(await deps.users.disableTwoFactor(user, null, [], entry))) {
    throw new Error(`The sessions of ${user.email} changed meanwhile; run the command again`);
  }
  return true;
}
