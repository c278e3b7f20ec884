// Login: checks the password within the email's failure allowance and upgrades a hash made at an older cost; with
// two-factor on, the password alone opens no session: the code (or a recovery code) is needed too (docs/decisions/042).

import { MESSAGES } from '../../../shared/messages.js';
import type { LoginRequest } from '../../../shared/schemas/auth.js';
import { AppError } from '../errors.js';
import { hasTwoFactor, type User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';
import { checkPassword } from './password-check.js';
import { checkSecondFactor, type SecondFactor } from './two-factor.js';

export async function loginUser(
  deps: Pick<AuthDeps, 'clock' | 'users' | 'counters' | 'sealer' | 'passwords'>,
  input: LoginRequest,
): Promise<User> {
  const now = deps.clock.now();
  const user = await deps.users.findByEmail(input.email);
  if (!user || !(await checkPassword(deps, input.email, input.password, user))) {
    throw new AppError('unauthenticated', MESSAGES.invalidCredentials);
  }
  if (hasTwoFactor(user)) await requireSecondFactor(deps, user, input);
  if (deps.passwords.needsRehash(user.passwordHash)) {
    // Only the password's owner can upgrade its hash, so it happens here; a concurrent change wins.
    await deps.users.upgradePasswordHash(user.id, user.passwordHash, await deps.passwords.hash(input.password));
  }
  await deps.users.recordLogin(user.id, now);
  return { ...user, lastLoginAt: now.toISOString() };
}

async function requireSecondFactor(
  deps: Pick<AuthDeps, 'clock' | 'users' | 'counters' | 'sealer' | 'passwords'>,
  user: User,
  input: LoginRequest,
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
  if (!(await checkSecondFactor(deps, user, factor))) {
    throw refuse('code' in factor ? MESSAGES.twoFactorCodeInvalid : MESSAGES.recoveryCodeInvalid);
  }
}
