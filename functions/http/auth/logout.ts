// POST /auth/logout.php: ends the session (if any) and clears the cookie; always succeeds.

import { MESSAGES } from '../../../shared/messages.js';
import { endSession } from '../../domain/auth/sessions.js';
import type { Operation } from '../core/area-handler.js';
import { clearedSessionCookie, sessionCookieName } from '../core/cookies.js';

export const logout: Operation = async (request, deps) => {
  const token = request.cookies[sessionCookieName(deps.cookieSecure)];
  if (token) await endSession(deps, token);
  return { body: { message: MESSAGES.loggedOut }, cookies: [clearedSessionCookie(deps.cookieSecure)] };
};
