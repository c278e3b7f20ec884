// POST /users/update-password.php: changes the member's password; every other session ends, this one stays.

import { MESSAGES } from '../../../shared/messages.js';
import { updatePasswordRequest } from '../../../shared/schemas/account.js';
import { changePassword } from '../../domain/users/change-password.js';
import type { Operation } from '../core/area-handler.js';
import { currentSessionId, currentUser } from '../core/current-user.js';
import { jsonBody } from '../core/request.js';

export const updatePasswordOperation: Operation = async (request, deps) => {
  const input = jsonBody(request, updatePasswordRequest);
  const user = currentUser(request);
  await changePassword(deps, user, await currentSessionId(request, deps), {
    currentPassword: input.current_password,
    newPassword: input.new_password,
  });
  return { body: { message: MESSAGES.passwordChanged } };
};
