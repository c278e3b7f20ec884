// POST /auth/reset-password.php: emails a single-use link to set a new password, within the address's allowance.

import { MESSAGES } from '../../../shared/messages.js';
import { resetPasswordRequest } from '../../../shared/schemas/auth.js';
import { requestPasswordReset } from '../../domain/auth/password-reset.js';
import { limitByAddress } from '../core/address-limit.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody } from '../core/request.js';

export const requestPasswordResetOperation: Operation = async (request, deps) => {
  const { email } = jsonBody(request, resetPasswordRequest);
  await limitByAddress(request, deps, 'passwordReset');
  await requestPasswordReset(deps, email);
  return { body: { message: MESSAGES.resetLinkSent(email) } };
};
