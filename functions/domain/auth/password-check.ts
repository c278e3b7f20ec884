// Checking an account's sign-in secrets (a password, a two-factor code): each check first reserves one failure of the
// allowances it falls under, so parallel guesses cannot outrun the count, and a success gives them back. Failures are
// counted per account and where they come from, with a much higher ceiling for the account as a whole, so a stranger
// elsewhere cannot lock the owner out; the owner's known browser has an allowance of its own (docs/decisions/010, 050).

import { LOGIN_ACCOUNT_MAX_FAILURES, LOGIN_FAILURE_WINDOW_S, LOGIN_MAX_FAILURES } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import { currentWindow, takeAllowance, type Allowance } from '../rate-limit/allowance.js';
import type { WindowSlot } from '../rate-limit/ports.js';
import type { User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';
import { knowsAccount, type KnownBrowser } from './known-browser.js';

/** Where a sign-in attempt comes from: the client's address as counted (its /64 for IPv6), and its known browser. */
export interface AttemptSource {
  address: string;
  browser: KnownBrowser | null;
}

const PAIR_FAILURES: Allowance = { max: LOGIN_MAX_FAILURES, windowS: LOGIN_FAILURE_WINDOW_S };
const ACCOUNT_FAILURES: Allowance = { max: LOGIN_ACCOUNT_MAX_FAILURES, windowS: LOGIN_FAILURE_WINDOW_S };
const accountKey = (email: string) => `login-failures#${email}`;
const addressKey = (email: string, address: string) => `${accountKey(email)}#address#${address}`;
const browserKey = (email: string, browserId: string) => `${accountKey(email)}#browser#${browserId}`;

type CheckDeps = Pick<AuthDeps, 'clock' | 'counters'>;

/**
 * The failures one check reserves: from a browser the account knows, one of that browser's own; from anywhere else,
 * one of the address's for the account, then one of the account's, whose ceiling only such attempts reach.
 */
async function reserveFailure(
  deps: CheckDeps,
  email: string,
  user: User | null,
  source: AttemptSource,
): Promise<WindowSlot[]> {
  const tooMany = () => MESSAGES.tooManyLoginAttempts;
  if (user && source.browser && knowsAccount(source.browser, user.id)) {
    return [await takeAllowance(deps, browserKey(email, source.browser.id), PAIR_FAILURES, tooMany)];
  }
  const pair = await takeAllowance(deps, addressKey(email, source.address), PAIR_FAILURES, tooMany);
  try {
    return [
      pair,
      await takeAllowance(deps, accountKey(email), ACCOUNT_FAILURES, () => MESSAGES.tooManyAccountLoginAttempts),
    ];
  } catch (error) {
    await deps.counters.giveBack(pair);
    throw error;
  }
}

/**
 * Runs one check of a sign-in secret within the allowances: throws 'tooManyRequests' before checking once one is used
 * up; a success gives its reservations back, so only failures stay counted.
 */
export async function withinLoginAllowance(
  deps: CheckDeps,
  email: string,
  user: User | null,
  source: AttemptSource,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const slots = await reserveFailure(deps, email, user, source);
  const success = await check();
  if (success) await Promise.all(slots.map((slot) => deps.counters.giveBack(slot)));
  return success;
}

/**
 * True when `user` exists and `password` is its password, checked within the allowances (whether the account is
 * switched on is the caller's to say: sign-in tells the password's owner, docs/decisions/059). Unknown emails
 * are checked against a decoy and counted the same, so both take as long.
 */
export async function checkPassword(
  deps: Pick<AuthDeps, 'clock' | 'counters' | 'passwords'>,
  email: string,
  password: string,
  user: User | null,
  source: AttemptSource,
): Promise<boolean> {
  return withinLoginAllowance(deps, email, user, source, async () => {
    const matches = await deps.passwords.verify(password, user?.passwordHash ?? deps.passwords.decoy);
    return matches && user !== null;
  });
}

/** A logged-in member's own password, asked again before a change: wrong is a 400 on `current_password`. */
export async function requireCurrentPassword(
  deps: Pick<AuthDeps, 'clock' | 'counters' | 'passwords'>,
  user: User,
  password: string,
  source: AttemptSource,
): Promise<void> {
  if (!(await checkPassword(deps, user.email, password, user, source))) {
    throw new AppError('validation', MESSAGES.currentPasswordIncorrect, {
      current_password: MESSAGES.currentPasswordIncorrect,
    });
  }
}

/**
 * Lifts the account's lock after a completed password reset: the account's failures of the current window, and those
 * of the address the reset came from, are forgotten.
 */
export async function forgetLoginFailures(deps: CheckDeps, email: string, address: string): Promise<void> {
  const now = deps.clock.now();
  await Promise.all([
    deps.counters.clear(currentWindow(accountKey(email), ACCOUNT_FAILURES, now)),
    deps.counters.clear(currentWindow(addressKey(email, address), PAIR_FAILURES, now)),
  ]);
}
