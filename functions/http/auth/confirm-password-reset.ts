// POST /auth/reset-password/confirm.php: sets the new password with the emailed token; the API keys are revoked too
// unless `revoke_api_keys` is false (docs/decisions/050).

import { MESSAGES } from '../../../shared/messages.js';
import { confirmResetPasswordRequest } from '../../../shared/schemas/auth.js';
import { confirmPasswordReset } from '../../domain/auth/password-reset.js';
import type { Operation } from '../core/area-handler.js';
import { addressKey } from '../core/address-limit.js';
import { jsonBody } from '../core/request.js';

export const confirmPasswordResetOperation: Operation = async (request, deps) => {
  const { token, password, revoke_api_keys: revokeApiKeys } = jsonBody(request, confirmResetPasswordRequest);
  await confirmPasswordReset(deps, { token, password, revokeApiKeys }, addressKey(request.sourceIp));
  return { body: { message: MESSAGES.passwordReset } };
};
