// Checking an account's password: each check first reserves one of the email's LOGIN_MAX_FAILURES failures per
// window, so parallel guesses cannot outrun the count; a success gives its reservation back (docs/decisions/010).

import { LOGIN_FAILURE_WINDOW_S, LOGIN_MAX_FAILURES } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import { currentWindow, takeAllowance, type Allowance } from '../rate-limit/allowance.js';
import type { User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';

const LOGIN_FAILURES: Allowance = { max: LOGIN_MAX_FAILURES, windowS: LOGIN_FAILURE_WINDOW_S };
const failuresKey = (email: string) => `login-failures#${email}`;

/**
 * True when `user` exists, is active and `password` is its password. Throws 'tooManyRequests' once the email has used
 * its failures for the window, before any hashing. Unknown emails are checked against a decoy, so both take as long.
 */
export async function checkPassword(
  deps: Pick<AuthDeps, 'clock' | 'counters' | 'passwords'>,
  email: string,
  password: string,
  user: User | null,
): Promise<boolean> {
  return withinLoginAllowance(deps, email, async () => {
    const matches = await deps.passwords.verify(password, user?.passwordHash ?? deps.passwords.decoy);
    return matches && user !== null && user.isActive;
  });
}

/**
 * Runs one check of a sign-in secret (a password, a two-factor code) on one of the email's failures: throws
 * 'tooManyRequests' before checking once they are used up; a success gives its failure back (docs/decisions/042).
 */
export async function withinLoginAllowance(
  deps: Pick<AuthDeps, 'clock' | 'counters'>,
  email: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const slot = await takeAllowance(deps, failuresKey(email), LOGIN_FAILURES, () => MESSAGES.tooManyLoginAttempts);
  const success = await check();
  if (success) await deps.counters.giveBack(slot);
  return success;
}

/** A logged-in member's own password, asked again before a sensitive change: wrong is a 400 on `current_password`. */
export async function requireCurrentPassword(
  deps: Pick<AuthDeps, 'clock' | 'counters' | 'passwords'>,
  user: User,
  password: string,
): Promise<void> {
  if (!(await checkPassword(deps, user.email, password, user))) {
    throw new AppError('validation', MESSAGES.currentPasswordIncorrect, {
      current_password: MESSAGES.currentPasswordIncorrect,
    });
  }
}

/** Lifts the email's login lock: its failures of the current window are forgotten (a completed password reset). */
export async function forgetLoginFailures(deps: Pick<AuthDeps, 'clock' | 'counters'>, email: string): Promise<void> {
  await deps.counters.clear(currentWindow(failuresKey(email), LOGIN_FAILURES, deps.clock.now()));
}
