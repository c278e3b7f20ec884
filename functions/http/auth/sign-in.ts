// What login and registration share: the credentials are read only while sessions can be signed (no password is
// checked and no account made otherwise, docs/decisions/009) and within the address's allowance; the session they
// start is carried by the cookie.

import type { z } from 'zod';
import { startSession } from '../../domain/auth/sessions.js';
import type { User } from '../../domain/users/user.js';
import { limitByAddress } from '../core/address-limit.js';
import type { Dependencies } from '../../adapters/dependencies.js';
import { sessionCookie } from '../core/cookies.js';
import { jsonBody, type ApiRequest } from '../core/request.js';

/** The request's credentials, valid, and counted against the address's allowance for `action`. */
export async function credentials<S extends z.ZodType>(
  request: ApiRequest,
  deps: Dependencies,
  schema: S,
  action: 'login' | 'register',
): Promise<z.infer<S>> {
  await deps.jwtSecret();
  const input = jsonBody(request, schema);
  await limitByAddress(request, deps, action);
  return input;
}

/** Starts a session of `user` from this request's browser: the cookie that carries it. */
export async function signedInCookie(request: ApiRequest, deps: Dependencies, user: User): Promise<string> {
  const token = await startSession(deps, user, request.headers['user-agent']);
  return sessionCookie(token, deps.cookieSecure);
}
