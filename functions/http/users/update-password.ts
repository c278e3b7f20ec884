// POST /users/update-password.php: changes the member's password; every other session ends, this one stays.

import { MESSAGES } from '../../../shared/messages.js';
import { updatePasswordRequest } from '../../../shared/schemas/account.js';
import { readSessionToken } from '../../domain/auth/session-token.js';
import { AppError } from '../../domain/errors.js';
import { changePassword } from '../../domain/users/change-password.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';
import { jsonBody } from '../core/request.js';

export const updatePasswordOperation: Operation = async (request, deps) => {
  const input = jsonBody(request, updatePasswordRequest);
  const user = currentUser(request);
  const claims = request.sessionToken ? readSessionToken(request.sessionToken, await deps.jwtSecret()) : null;
  if (!claims) throw new AppError('unauthenticated', MESSAGES.notLoggedIn);
  await changePassword(deps, user, claims.sessionId, {
    currentPassword: input.current_password,
    newPassword: input.new_password,
  });
  return { body: { message: MESSAGES.passwordChanged } };
};
