// The operations desk's account calls (docs/decisions/059): GET /admin/users/{id}.php (the member's whole account),
// POST /admin/users/{id}/wallet.php (a credit or debit with a reason) and POST /admin/users/{id}/end-sessions.php.
// PUT /admin/users/{id}.php (switching off and on) is in ./operator-changes.ts.

import { adjustWalletRequest, endSessionsRequest } from '../../../shared/schemas/admin-changes.js';
import { adjustWallet, endMemberSessions } from '../../domain/admin/account-actions.js';
import { toAdminUser } from '../../domain/admin/admin-lists.js';
import { memberAccount } from '../../domain/admin/member-account.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody } from '../core/request.js';
import { requestOperator } from './operator.js';

export const getMemberAccount: Operation = async (request, deps) => ({
  body: { account: await memberAccount(deps, request.params.id ?? '') },
});

export const adjustMemberWallet: Operation = async (request, deps) => {
  const { amount_cents, reason } = jsonBody(request, adjustWalletRequest);
  const user = await adjustWallet(deps, requestOperator(request), request.params.id ?? '', amount_cents, reason);
  return { body: { user: toAdminUser(user) } };
};

export const endAllMemberSessions: Operation = async (request, deps) => {
  const { reason } = jsonBody(request, endSessionsRequest);
  const id = request.params.id ?? '';
  await endMemberSessions(deps, requestOperator(request), id, reason);
  return { body: { user: toAdminUser((await deps.users.findById(id))!) } };
};
