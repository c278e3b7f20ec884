// DELETE /users/delete-account.php {"confirm":"DELETE", password, code?}: deletes the member's account, re-authenticated
// (docs/decisions/050), and clears the session cookie.

import { MESSAGES } from '../../../shared/messages.js';
import { deleteAccountRequest } from '../../../shared/schemas/account.js';
import { deleteAccount } from '../../domain/users/delete-account.js';
import type { Operation } from '../core/area-handler.js';
import { clearedSessionCookie } from '../core/cookies.js';
import { currentUser } from '../core/current-user.js';
import { jsonBody } from '../core/request.js';
import { attemptSource } from '../core/sign-in-client.js';

export const deleteAccountOperation: Operation = async (request, deps) => {
  const given = jsonBody(request, deleteAccountRequest);
  await deleteAccount(deps, currentUser(request), given, await attemptSource(request, deps));
  return { body: { message: MESSAGES.accountDeleted }, cookies: [clearedSessionCookie(deps.cookieSecure)] };
};
