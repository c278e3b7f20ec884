// An operator's reset of a user's two-factor sign-in (docs/decisions/042), for an account locked out with its
// authenticator and its recovery codes lost: two-factor goes off as when the member turns it off, and every session of
// the user ends, so that whoever held one signs in again with the password alone. An admin must then enrol again
// before any admin call, as every admin must.

import type { User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';

/** Turns the user's two-factor off (or drops an enrolment not confirmed) and ends their sessions; false when none. */
export async function resetTwoFactor(deps: Pick<AuthDeps, 'users'>, user: User): Promise<boolean> {
  if (!user.twoFactor) return false;
  if (!(await deps.users.disableTwoFactor(user, null, []))) {
    throw new Error(`The sessions of ${user.email} changed meanwhile; run the command again`);
  }
  return true;
}
