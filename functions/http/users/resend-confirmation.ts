// POST /users/confirm-email.php: the member's notice's "Send the link again" (docs/decisions/053), a few an hour.

import { MESSAGES } from '../../../shared/messages.js';
import { resendMemberConfirmation } from '../../domain/auth/address-confirmation.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';

export const resendConfirmationOperation: Operation = async (request, deps) => {
  const user = currentUser(request);
  await resendMemberConfirmation(deps, user);
  return { body: { message: MESSAGES.confirmLinkSent(user.email) } };
};
