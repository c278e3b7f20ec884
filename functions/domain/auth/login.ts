// Login: checks the password within the email's failure allowance and upgrades a hash made at an older cost.

import { MESSAGES } from '../../../shared/messages.js';
import type { LoginRequest } from '../../../shared/schemas/auth.js';
import { AppError } from '../errors.js';
import type { User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';
import { checkPassword } from './password-check.js';
import { hashPassword, needsRehash } from './password.js';

export async function loginUser(
  deps: Pick<AuthDeps, 'clock' | 'users' | 'counters'>,
  input: LoginRequest,
): Promise<User> {
  const now = deps.clock.now();
  const user = await deps.users.findByEmail(input.email);
  if (!user || !(await checkPassword(deps, input.email, input.password, user))) {
    throw new AppError('unauthenticated', MESSAGES.invalidCredentials);
  }
  if (needsRehash(user.passwordHash)) {
    // Only the password's owner can upgrade its hash, so it happens here; a concurrent change wins.
    await deps.users.upgradePasswordHash(user.id, user.passwordHash, await hashPassword(input.password));
  }
  await deps.users.recordLogin(user.id, now);
  return { ...user, lastLoginAt: now.toISOString() };
}
