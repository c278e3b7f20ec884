// The member's sessions (docs/decisions/043): those still valid, this one marked; "Sign out the others" ends every
// other one on the server by moving the user to the next session generation, as a password change does.

import { MESSAGES } from '../../../shared/messages.js';
import type { MemberSession } from '../../../shared/schemas/two-factor.js';
import { AppError } from '../errors.js';
import type { User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';
import type { Session } from './ports.js';

async function validSessions(deps: Pick<AuthDeps, 'clock' | 'sessions'>, user: User): Promise<Session[]> {
  const now = deps.clock.now().getTime();
  const stored = await deps.sessions.listForUser(user.id);
  return stored.filter((session) => session.generation === user.sessionGeneration && session.expiresAt.getTime() > now);
}

export async function listSessions(
  deps: Pick<AuthDeps, 'clock' | 'sessions'>,
  user: User,
  currentSessionId: string,
): Promise<MemberSession[]> {
  return (await validSessions(deps, user)).map((session) => ({
    id: session.id,
    created_at: session.createdAt.toISOString(),
    last_seen_at: session.lastSeenAt.toISOString(),
    user_agent: session.userAgent,
    current: session.id === currentSessionId,
  }));
}

/** Ends every session of the user but this one; how many were ended. */
export async function signOutOtherSessions(
  deps: Pick<AuthDeps, 'clock' | 'sessions' | 'users'>,
  user: User,
  currentSessionId: string,
): Promise<number> {
  const others = (await validSessions(deps, user)).filter((session) => session.id !== currentSessionId).length;
  // The generation moved meanwhile (a password change elsewhere): this session has ended too.
  if (!(await deps.users.endOtherSessions(user, currentSessionId))) {
    throw new AppError('unauthenticated', MESSAGES.notLoggedIn);
  }
  return others;
}
