// The second factor of a sign-in or a re-authentication (docs/decisions/042): a code of the authenticator app, each
// TOTP step used once, or one recovery code, checked on one of the login failures.

import type { AuthDeps } from './auth-deps.js';
import type { User } from '../users/user.js';
import { withinLoginAllowance, type AttemptSource } from './password-check.js';
import { hashRecoveryCode } from './recovery-codes.js';
import { matchingStep } from './totp.js';

type SecondFactorDeps = Pick<AuthDeps, 'clock' | 'users' | 'counters' | 'sealer'>;

/** What proves the second factor: a code of the authenticator app, or one recovery code. */
export type SecondFactor = { code: string } | { recoveryCode: string };

/** A typed code as what it proves: six digits (spaces allowed) are an app's code, anything else a recovery code. */
export const secondFactorOf = (typed: string): SecondFactor =>
  /^\d{3}\s?\d{3}$/.test(typed.trim()) ? { code: typed.replace(/\s/g, '') } : { recoveryCode: typed };

/**
 * Checks the second factor of a sign-in whose password was right, on one of the login failures. A code is
 * good once: its step must be later than the last step used, which is recorded in the same conditional write.
 */
export async function checkSecondFactor(
  deps: SecondFactorDeps,
  user: User,
  factor: SecondFactor,
  source: AttemptSource,
): Promise<boolean> {
  const twoFactor = user.twoFactor;
  if (!twoFactor?.enabled) return false;
  return withinLoginAllowance(deps, user.email, user, source, async () => {
    if ('recoveryCode' in factor) return deps.users.useRecoveryCode(user.id, hashRecoveryCode(factor.recoveryCode));
    const secret = await deps.sealer.open(twoFactor.sealedSecret, user.id);
    const step = matchingStep(secret, factor.code, deps.clock.now());
    return step !== null && step > twoFactor.lastUsedStep && (await deps.users.useTotpStep(user.id, step));
  });
}
