// PUT /admin/users/{id}.php, /admin/orders/{id}.php and /admin/leases/{id}.php: an admin's changes to a member's
// account, order or lease (docs/decisions/021 "Operator changes").

import { cancelRecordRequest, updateUserRequest } from '../../../shared/schemas/admin-changes.js';
import { cancelLease, cancelMemberOrder, updateUser } from '../../domain/admin/operator-changes.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody } from '../core/request.js';

export const changeUser: Operation = async (request, deps) => ({
  body: { user: await updateUser(deps, request.user!, request.params.id ?? '', jsonBody(request, updateUserRequest)) },
});

export const changeOrder: Operation = async (request, deps) => {
  jsonBody(request, cancelRecordRequest);
  return { body: { order: await cancelMemberOrder(deps, request.params.id ?? '') } };
};

export const changeLease: Operation = async (request, deps) => {
  jsonBody(request, cancelRecordRequest);
  return { body: { lease: await cancelLease(deps, request.params.id ?? '') } };
};
