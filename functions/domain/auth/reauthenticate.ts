// Re-authentication (docs/decisions/050): a change that lasts or cannot be undone (a new API key, deleting the
// account, turning two-factor off, a new email) needs the member's password, and a code when two-factor is on, in its
// own request, so a session alone cannot make it. Missing or wrong is a 401 with the code REAUTH_REQUIRED, made before
// anything changes; each check counts against the login failures as a sign-in does.

import { REAUTH_REQUIRED } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { Reauthentication } from '../../../shared/schemas/security.js';
import { AppError } from '../errors.js';
import { hasTwoFactor, type User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';
import { checkPassword, type AttemptSource } from './password-check.js';
import { checkSecondFactor, secondFactorOf } from './second-factor.js';

const refused = (field: 'password' | 'code', message: string) =>
  new AppError('unauthenticated', MESSAGES.reauthRequired, { [field]: message }, undefined, { code: REAUTH_REQUIRED });

export async function reauthenticate(
  deps: Pick<AuthDeps, 'clock' | 'users' | 'counters' | 'sealer' | 'passwords'>,
  user: User,
  given: Reauthentication,
  source: AttemptSource,
): Promise<void> {
  if (!given.password) throw refused('password', MESSAGES.enterCurrentPassword);
  if (!(await checkPassword(deps, user.email, given.password, user, source))) {
    throw refused('password', MESSAGES.currentPasswordIncorrect);
  }
  if (!hasTwoFactor(user)) return;
  if (!given.code) throw refused('code', MESSAGES.twoFactorCodeNeeded);
  if (!(await checkSecondFactor(deps, user, secondFactorOf(given.code), source))) {
    throw refused('code', MESSAGES.twoFactorCodeInvalid);
  }
}
