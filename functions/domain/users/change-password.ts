// Changing the password while logged in: the current one first; then every other session ends and this one stays, a
// security alert goes out with the change, and the API keys are revoked when the member asks (docs/decisions/010, 050).
// POST /users/update-password.php calls it.

import { MESSAGES } from '../../../shared/messages.js';
import type { ApiKeyDeps } from '../api-keys/api-key-deps.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import { requireCurrentPassword, type AttemptSource } from '../auth/password-check.js';
import { securityAlert } from '../auth/security-alerts.js';
import { afterSessionsEnded, type SessionChoice } from '../auth/sessions-ended.js';
import { AppError } from '../errors.js';
import type { User } from './user.js';

export async function changePassword(
  deps: Pick<AuthDeps, 'clock' | 'users' | 'counters' | 'passwords' | 'events' | 'jwtSecret' | 'publicUrl'> &
    Pick<ApiKeyDeps, 'apiKeys'>,
  user: User,
  input: { currentPassword: string; newPassword: string },
  source: AttemptSource,
  choice: SessionChoice,
): Promise<void> {
  await requireCurrentPassword(deps, user, input.currentPassword, source);
  const now = deps.clock.now();
  const alerts = await securityAlert(deps, user, { kind: 'passwordChanged' }, now, user.sessionGeneration + 1);
  const hash = await deps.passwords.hash(input.newPassword);
  // The generation moved meanwhile (a reset, or a change from another session): this session has ended too.
  if (!(await deps.users.changePassword(user, hash, choice.sessionId, alerts))) {
    throw new AppError('unauthenticated', MESSAGES.notLoggedIn);
  }
  await afterSessionsEnded(deps, user.id, alerts, choice.revokeApiKeys);
}
