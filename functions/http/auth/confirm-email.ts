// POST /auth/confirm-email.php {token}: the emailed confirmation link (docs/decisions/053), posted by the page it
// opens, signed in or not; a bad, used or expired token is a 400 that changes nothing.

import { MESSAGES } from '../../../shared/messages.js';
import { confirmEmailRequest } from '../../../shared/schemas/auth.js';
import { confirmAddress } from '../../domain/auth/address-confirmation.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody } from '../core/request.js';

export const confirmEmailOperation: Operation = async (request, deps) => {
  const target = await confirmAddress(deps, jsonBody(request, confirmEmailRequest).token);
  return {
    body:
      target.kind === 'user'
        ? { message: MESSAGES.emailConfirmed, confirmed: 'account', order_id: null }
        : { message: MESSAGES.forwardingConfirmed, confirmed: 'order', order_id: target.id },
  };
};
