// Profile changes: the name freely; the email only with the current password, and only to a free address.

import { MESSAGES } from '../../../shared/messages.js';
import type { UpdateProfileRequest } from '../../../shared/schemas/profile.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import { requireCurrentPassword } from '../auth/password-check.js';
import { AppError } from '../errors.js';
import type { User } from './user.js';

export async function updateProfile(
  deps: Pick<AuthDeps, 'clock' | 'users' | 'counters' | 'passwords'>,
  user: User,
  changes: UpdateProfileRequest,
): Promise<User> {
  const wanted: { name?: string; email?: string } = {};
  if (changes.name !== undefined && changes.name !== user.name) wanted.name = changes.name;
  if (changes.email !== undefined && changes.email !== user.email) {
    // The email is the login and where resets go: a borrowed session alone must not be able to take it over.
    if (!changes.current_password) {
      throw new AppError('validation', MESSAGES.enterCurrentPassword, {
        current_password: MESSAGES.enterCurrentPassword,
      });
    }
    await requireCurrentPassword(deps, user, changes.current_password);
    wanted.email = changes.email;
  }
  if (Object.keys(wanted).length === 0) return user;
  return deps.users.updateProfile(user, wanted);
}
