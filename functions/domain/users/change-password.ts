// Changing the password while logged in: the current one first; then every other session ends and this one stays
// (docs/decisions/010). POST /users/update-password.php calls it.

import { MESSAGES } from '../../../shared/messages.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import { requireCurrentPassword } from '../auth/password-check.js';
import { AppError } from '../errors.js';
import type { User } from './user.js';

export async function changePassword(
  deps: Pick<AuthDeps, 'clock' | 'users' | 'counters' | 'passwords'>,
  user: User,
  currentSessionId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  await requireCurrentPassword(deps, user, input.currentPassword);
  const changed = await deps.users.changePassword(user, await deps.passwords.hash(input.newPassword), currentSessionId);
  // The generation moved meanwhile (a reset, or a change from another session): this session has ended too.
  if (!changed) throw new AppError('unauthenticated', MESSAGES.notLoggedIn);
}
