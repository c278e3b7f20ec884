// POST /auth/login.php: checks the credentials (within the address's and the email's allowances) and sets the cookie.

import { loginRequest } from '../../../shared/schemas/auth.js';
import { loginUser } from '../../domain/auth/login.js';
import { startSession } from '../../domain/auth/sessions.js';
import { profileApiKey } from '../../domain/api-keys/manage-api-keys.js';
import { toPublicUser } from '../../domain/users/user.js';
import { limitByAddress } from '../core/address-limit.js';
import type { Operation } from '../core/area-handler.js';
import { sessionCookie } from '../core/cookies.js';
import { jsonBody } from '../core/request.js';

export const login: Operation = async (request, deps) => {
  await deps.jwtSecret(); // No password is checked while sessions cannot be signed (docs/decisions/009).
  const input = jsonBody(request, loginRequest);
  await limitByAddress(request, deps, 'login');
  const user = await loginUser(deps, input);
  const token = await startSession(deps, user, request.headers['user-agent']);
  return {
    body: { user: toPublicUser(await profileApiKey(deps, user)) },
    cookies: [sessionCookie(token, deps.cookieSecure)],
  };
};
