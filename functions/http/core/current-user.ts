// The logged-in user of a 'user' or 'admin' route and its session (the area handler has already checked the session).

import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../domain/errors.js';
import type { User } from '../../domain/users/user.js';
import type { ApiRequest } from './request.js';

export function currentUser(request: ApiRequest): User {
  if (!request.user) throw new AppError('unauthenticated', MESSAGES.notLoggedIn);
  return request.user;
}

/** The session the call came with (the area handler has already checked it). */
export function currentSession(request: ApiRequest): { id: string; secondFactor: boolean } {
  if (!request.session) throw new AppError('unauthenticated', MESSAGES.notLoggedIn);
  return request.session;
}
