// POST /auth/login.php: checks the credentials and sets the session cookie.

import { loginRequest } from '../../../shared/schemas/auth.js';
import { loginUser } from '../../domain/auth/login.js';
import { startSession } from '../../domain/auth/sessions.js';
import { toPublicUser } from '../../domain/users/user.js';
import type { Operation } from '../core/area-handler.js';
import { sessionCookie } from '../core/cookies.js';
import { jsonBody } from '../core/request.js';

export const login: Operation = async (request, deps) => {
  await deps.jwtSecret(); // No password is checked while sessions cannot be signed (docs/decisions/009).
  const user = await loginUser(deps, jsonBody(request, loginRequest));
  const token = await startSession(deps, user);
  return { body: { user: toPublicUser(user) }, cookies: [sessionCookie(token, deps.cookieSecure)] };
};
