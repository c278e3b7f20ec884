// POST /payment/confirm-email.php {order_id}: an anonymous lease page's "Send the link again" (docs/decisions/053),
// a few an hour per order, for whoever holds the order's link.

import { MESSAGES } from '../../../shared/messages.js';
import { orderIdBody } from '../../../shared/schemas/payments.js';
import { resendOrderConfirmation } from '../../domain/auth/address-confirmation.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody } from '../core/request.js';

export const resendOrderConfirmationOperation: Operation = async (request, deps) => {
  const email = await resendOrderConfirmation(deps, jsonBody(request, orderIdBody).order_id);
  return { body: { message: MESSAGES.confirmLinkSent(email) } };
};
