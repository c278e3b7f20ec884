// PUT /admin/users/{id}.php, /admin/orders/{id}.php and /admin/leases/{id}.php: an admin's changes to a member's
// account, order or lease (docs/decisions/021 "Operator changes", 060); PUT /admin/held-payments/{id}.php resolves a
// held payment (026 "payments:resolve").

import { changeLeaseRequest, changeOrderRequest, updateUserRequest } from '../../../shared/schemas/admin-changes.js';
import {
  cancelLease,
  cancelMemberOrder,
  refundMemberOrder,
  resendLeaseMessage,
  updateUser,
} from '../../domain/admin/operator-changes.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody } from '../core/request.js';
import { requestOperator } from './operator.js';
import { resolveHeldPaymentRequest } from '../../../shared/schemas/held-payments.js';
import { resolveHeldPayment } from '../../domain/payments/resolve-held-payment.js';

export const changeUser: Operation = async (request, deps) => {
  const changes = jsonBody(request, updateUserRequest);
  return {
    body: { user: await updateUser(deps, request.user!, requestOperator(request), request.params.id ?? '', changes) },
  };
};

export const changeOrder: Operation = async (request, deps) => {
  const { action, reason } = jsonBody(request, changeOrderRequest);
  const change = action === 'cancel' ? cancelMemberOrder : refundMemberOrder;
  return { body: { order: await change(deps, requestOperator(request), request.params.id ?? '', reason) } };
};

export const changeLease: Operation = async (request, deps) => {
  const body = jsonBody(request, changeLeaseRequest);
  const id = request.params.id ?? '';
  const operator = requestOperator(request);
  const lease =
    body.action === 'cancel'
      ? await cancelLease(deps, operator, id, body.reason)
      : await resendLeaseMessage(deps, operator, id, body.message_id, body.reason);
  return { body: { lease } };
};

export const resolveHeldPaymentOperation: Operation = async (request, deps) => {
  const { action, note } = jsonBody(request, resolveHeldPaymentRequest);
  const resolved = await resolveHeldPayment(deps, {
    notificationId: request.params.id ?? '',
    action,
    note: note ?? '',
    by: request.user!.email,
    operator: requestOperator(request),
  });
  const { creditedCents, ...resolution } = resolved.resolution!;
  return {
    body: {
      held_payment: {
        id: resolved.id,
        status: 'resolved',
        resolution: { ...resolution, credited_amount: creditedCents },
      },
    },
  };
};
