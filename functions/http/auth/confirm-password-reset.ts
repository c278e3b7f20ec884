// POST /auth/reset-password/confirm.php: sets the new password with the emailed token.

import { MESSAGES } from '../../../shared/messages.js';
import { confirmResetPasswordRequest } from '../../../shared/schemas/auth.js';
import { confirmPasswordReset } from '../../domain/auth/password-reset.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody } from '../core/request.js';

export const confirmPasswordResetOperation: Operation = async (request, deps) => {
  const { token, password } = jsonBody(request, confirmResetPasswordRequest);
  await confirmPasswordReset(deps, token, password);
  return { body: { message: MESSAGES.passwordReset } };
};
