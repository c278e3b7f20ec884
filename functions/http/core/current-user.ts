// The logged-in user of a 'user' or 'admin' route and its session (the area handler has already checked the session).

import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../domain/errors.js';
import type { Dependencies } from '../../adapters/dependencies.js';
import { readSessionToken } from '../../domain/auth/session-token.js';
import type { User } from '../../domain/users/user.js';
import type { ApiRequest } from './request.js';

export function currentUser(request: ApiRequest): User {
  if (!request.user) throw new AppError('unauthenticated', MESSAGES.notLoggedIn);
  return request.user;
}

/** The id of the session the call came with (the area handler has already checked it). */
export async function currentSessionId(request: ApiRequest, deps: Pick<Dependencies, 'jwtSecret'>): Promise<string> {
  const claims = request.sessionToken ? readSessionToken(request.sessionToken, await deps.jwtSecret()) : null;
  if (!claims) throw new AppError('unauthenticated', MESSAGES.notLoggedIn);
  return claims.sessionId;
}
