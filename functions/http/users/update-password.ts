// POST /users/update-password.php: changes the member's password; every other session ends, this one stays, and the API
// keys are revoked too when `revoke_api_keys` is true (docs/decisions/050).

import { MESSAGES } from '../../../shared/messages.js';
import { updatePasswordRequest } from '../../../shared/schemas/account.js';
import { changePassword } from '../../domain/users/change-password.js';
import type { Operation } from '../core/area-handler.js';
import { currentSession, currentUser } from '../core/current-user.js';
import { jsonBody } from '../core/request.js';
import { attemptSource } from '../core/sign-in-client.js';

export const updatePasswordOperation: Operation = async (request, deps) => {
  const input = jsonBody(request, updatePasswordRequest);
  await changePassword(
    deps,
    currentUser(request),
    { currentPassword: input.current_password, newPassword: input.new_password },
    await attemptSource(request, deps),
    { sessionId: currentSession(request).id, revokeApiKeys: input.revoke_api_keys ?? false },
  );
  return { body: { message: MESSAGES.passwordChanged } };
};
