// Registration: one account per email, however many sign-ups race for it. The address is unconfirmed until the member
// opens the link mailed now (docs/decisions/053); the member is signed in meanwhile, as the spec's flow has it.

import type { RegisterRequest } from '../../../shared/schemas/auth.js';
import { createUser, type User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';
import { memberConfirmationMail, sendConfirmation } from './address-confirmation.js';

export async function registerUser(
  deps: Pick<AuthDeps, 'clock' | 'users' | 'passwords' | 'addressConfirmations' | 'events' | 'publicUrl'>,
  input: RegisterRequest,
): Promise<User> {
  const now = deps.clock.now().toISOString();
  const user = createUser({
    name: input.username,
    email: input.email,
    passwordHash: await deps.passwords.hash(input.password),
    createdAt: now,
    lastLoginAt: now,
    emailConfirmedAt: null,
  });
  await deps.users.create(user);
  // Written after the account: should it fail, the member's notice sends another link.
  await sendConfirmation(deps, memberConfirmationMail(deps, user, deps.clock.now()));
  return user;
}
