// Login: checks the password, with at most LOGIN_MAX_FAILURES failures per email per window (DECISIONS.md).

import { LOGIN_FAILURE_WINDOW_S, LOGIN_MAX_FAILURES } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { LoginRequest } from '../../../shared/schemas/auth.js';
import { AppError } from '../errors.js';
import type { User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';
import { DECOY_HASH, verifyPassword } from './password.js';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_S * 1000;

export async function loginUser(
  deps: Pick<AuthDeps, 'clock' | 'users' | 'loginAttempts'>,
  input: LoginRequest,
): Promise<User> {
  const now = deps.clock.now();
  const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  const [failures, user] = await Promise.all([
    deps.loginAttempts.failures(input.email, windowStart),
    deps.users.findByEmail(input.email),
  ]);
  if (failures >= LOGIN_MAX_FAILURES) throw new AppError('tooManyRequests', MESSAGES.tooManyLoginAttempts);

  // Unknown emails are checked against a decoy so both answers take the same time.
  const matches = await verifyPassword(input.password, user?.passwordHash ?? DECOY_HASH);
  if (!user || !matches || !user.isActive) {
    await deps.loginAttempts.recordFailure(input.email, windowStart, new Date(windowStart.getTime() + WINDOW_MS));
    throw new AppError('unauthenticated', MESSAGES.invalidCredentials);
  }
  await deps.users.recordLogin(user.id, now);
  return { ...user, lastLoginAt: now.toISOString() };
}
