// Registration: one account per email, however many sign-ups race for it.

import type { RegisterRequest } from '../../../shared/schemas/auth.js';
import { createUser, type User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';

export async function registerUser(
  deps: Pick<AuthDeps, 'clock' | 'users' | 'passwords'>,
  input: RegisterRequest,
): Promise<User> {
  const now = deps.clock.now().toISOString();
  const user = createUser({
    name: input.username,
    email: input.email,
    passwordHash: await deps.passwords.hash(input.password),
    createdAt: now,
    lastLoginAt: now,
  });
  await deps.users.create(user);
  return user;
}
