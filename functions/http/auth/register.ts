// POST /auth/register.php: creates the account and logs it in, within the address's allowance.

import { registerRequest } from '../../../shared/schemas/auth.js';
import { registerUser } from '../../domain/auth/register.js';
import { startSession } from '../../domain/auth/sessions.js';
import { toPublicUser } from '../../domain/users/user.js';
import { limitByAddress } from '../core/address-limit.js';
import type { Operation } from '../core/area-handler.js';
import { sessionCookie } from '../core/cookies.js';
import { jsonBody } from '../core/request.js';

export const register: Operation = async (request, deps) => {
  await deps.jwtSecret(); // No account is made while sessions cannot be signed (docs/decisions/009).
  const input = jsonBody(request, registerRequest);
  await limitByAddress(request, deps, 'register');
  const user = await registerUser(deps, input);
  const token = await startSession(deps, user, request.headers['user-agent']);
  return { status: 201, body: { user: toPublicUser(user) }, cookies: [sessionCookie(token, deps.cookieSecure)] };
};
