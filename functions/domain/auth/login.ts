// Login: checks the password within the failure allowances and upgrades a hash made at an older cost; with two-factor
// on, the password alone opens no session: the code (or a recovery code) is needed too (docs/decisions/042, 050).

import { ACCOUNT_DISABLED } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { LoginRequest } from '../../../shared/schemas/auth.js';
import { AppError } from '../errors.js';
import { hasTwoFactor, type User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';
import { checkPassword, type AttemptSource } from './password-check.js';
import { checkSecondFactor, type SecondFactor } from './second-factor.js';

/** The user signed in, and whether the second factor was shown. */
export async function loginUser(
  deps: Pick<AuthDeps, 'clock' | 'users' | 'counters' | 'sealer' | 'passwords'>,
  input: LoginRequest,
  source: AttemptSource,
): Promise<{ user: User; secondFactor: boolean }> {
  const now = deps.clock.now();
  const user = await deps.users.findByEmail(input.email);
  if (!user || !(await checkPassword(deps, input.email, input.password, user, source))) {
    throw new AppError('unauthenticated', MESSAGES.invalidCredentials);
  }
  // Told only to whoever knows the password (docs/decisions/059).
  if (!user.isActive) {
    throw new AppError('accountDisabled', MESSAGES.accountDisabled, undefined, undefined, { code: ACCOUNT_DISABLED });
  }
  const secondFactor = hasTwoFactor(user);
  if (secondFactor) await requireSecondFactor(deps, user, input, source);
  if (deps.passwords.needsRehash(user.passwordHash)) {
    // Only the password's owner can upgrade its hash, so it happens here; a concurrent change wins.
    await deps.users.upgradePasswordHash(user.id, user.passwordHash, await deps.passwords.hash(input.password));
  }
  await deps.users.recordLogin(user.id, now);
  return { user: { ...user, lastLoginAt: now.toISOString() }, secondFactor };
}

async function requireSecondFactor(
  deps: Pick<AuthDeps, 'clock' | 'users' | 'counters' | 'sealer' | 'passwords'>,
  user: User,
  input: LoginRequest,
  source: AttemptSource,
): Promise<void> {
  const factor: SecondFactor | null =
    input.code !== undefined
      ? { code: input.code }
      : input.recovery_code !== undefined
        ? { recoveryCode: input.recovery_code }
        : null;
  const refuse = (message: string) =>
    new AppError('unauthenticated', message, undefined, undefined, { two_factor_required: true });
  if (!factor) throw refuse(MESSAGES.twoFactorCodeNeeded);
  if (!(await checkSecondFactor(deps, user, factor, source))) {
    throw refuse('code' in factor ? MESSAGES.twoFactorCodeInvalid : MESSAGES.recoveryCodeInvalid);
  }
}
