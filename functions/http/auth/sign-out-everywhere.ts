// POST /auth/sign-out-everywhere.php {token}: the security alerts' link, which ends every session of its account once,
// without signing in (docs/decisions/050). A POST from the page the link opens, so a mail scanner that follows links
// ends nothing.

import { MESSAGES } from '../../../shared/messages.js';
import { signOutEverywhereRequest } from '../../../shared/schemas/auth.js';
import { signOutEverywhere } from '../../domain/auth/sign-out-everywhere.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody } from '../core/request.js';

export const signOutEverywhereOperation: Operation = async (request, deps) => {
  await signOutEverywhere(deps, jsonBody(request, signOutEverywhereRequest).token);
  return { body: { message: MESSAGES.signedOutEverywhere } };
};
