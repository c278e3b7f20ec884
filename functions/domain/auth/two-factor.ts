// Two-factor sign-in (docs/decisions/042): enrolment with a password and a first code, ten recovery codes shown once,
// the second factor at sign-in (each TOTP step and each recovery code used once), and turning it off with the
// password and a code. Wrong codes count against the email's login failures.

import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import { hasTwoFactor, type User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';
import { requireCurrentPassword, withinLoginAllowance } from './password-check.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp.js';

type TwoFactorDeps = Pick<AuthDeps, 'clock' | 'users' | 'counters' | 'sealer' | 'passwords'>;

/** What proves the second factor: a code of the authenticator app, or one recovery code. */
export type SecondFactor = { code: string } | { recoveryCode: string };

/** Starts enrolment: a new secret, sealed and stored, answered once for the QR code and manual entry. */
export async function startTwoFactor(
  deps: TwoFactorDeps,
  user: User,
  password: string,
): Promise<{ secret: string; otpauthUrl: string }> {
  await requireCurrentPassword(deps, user, password);
  if (hasTwoFactor(user)) throw new AppError('invalidState', MESSAGES.twoFactorAlreadyOn);
  const secret = newTotpSecret();
  if (!(await deps.users.startTwoFactor(user.id, await deps.sealer.seal(secret, user.id)))) {
    throw new AppError('invalidState', MESSAGES.twoFactorAlreadyOn);
  }
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

/** Turns two-factor on with a first code of the enrolled secret; the recovery codes, which are never shown again. */
export async function confirmTwoFactor(deps: TwoFactorDeps, user: User, code: string): Promise<string[]> {
  const pending = user.twoFactor;
  if (!pending) throw new AppError('invalidState', MESSAGES.twoFactorNotStarted);
  if (pending.enabled) throw new AppError('invalidState', MESSAGES.twoFactorAlreadyOn);
  const step = matchingStep(await deps.sealer.open(pending.sealedSecret, user.id), code, deps.clock.now());
  if (step === null) throw invalidCode();
  const codes = newRecoveryCodes();
  if (!(await deps.users.enableTwoFactor(user.id, pending.sealedSecret, step, codes.map(hashRecoveryCode)))) {
    throw new AppError('invalidState', MESSAGES.twoFactorNotStarted);
  }
  return codes;
}

/** Turns two-factor off: the password, then a current code or a recovery code. */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  user: User,
  input: { password: string; code: string },
): Promise<void> {
  await requireCurrentPassword(deps, user, input.password);
  if (!hasTwoFactor(user)) throw new AppError('invalidState', MESSAGES.twoFactorNotOn);
  const factor = /^\d{3}\s?\d{3}$/.test(input.code.trim())
    ? { code: input.code.replace(/\s/g, '') }
    : { recoveryCode: input.code };
  if (!(await checkSecondFactor(deps, user, factor))) throw invalidCode();
  await deps.users.disableTwoFactor(user.id);
}

/**
 * Checks the second factor of a sign-in whose password was right, on one of the email's login failures. A code is
 * good once: its step must be later than the last step used, which is recorded in the same conditional write.
 */
export async function checkSecondFactor(deps: TwoFactorDeps, user: User, factor: SecondFactor): Promise<boolean> {
  const twoFactor = user.twoFactor;
  if (!twoFactor?.enabled) return false;
  return withinLoginAllowance(deps, user.email, async () => {
    if ('recoveryCode' in factor) return deps.users.useRecoveryCode(user.id, hashRecoveryCode(factor.recoveryCode));
    const secret = await deps.sealer.open(twoFactor.sealedSecret, user.id);
    const step = matchingStep(secret, factor.code, deps.clock.now());
    return step !== null && step > twoFactor.lastUsedStep && (await deps.users.useTotpStep(user.id, step));
  });
}

const invalidCode = () =>
  new AppError('validation', MESSAGES.twoFactorCodeInvalid, { code: MESSAGES.twoFactorCodeInvalid });
