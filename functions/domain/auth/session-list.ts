// The member's sessions (docs/decisions/043): those still valid, this one marked, each with how it was signed in;
// "Sign out the others" ends every other one on the server by moving the user to the next session generation, as a
// password change does, and revokes the API keys too when the member asks (docs/decisions/050).

import { MESSAGES } from '../../../shared/messages.js';
import type { MemberSession } from '../../../shared/schemas/two-factor.js';
import { AppError } from '../errors.js';
import type { User } from '../users/user.js';
import type { ApiKeyDeps } from '../api-keys/api-key-deps.js';
import type { AuthDeps } from './auth-deps.js';
import type { Session } from './ports.js';
import { afterSessionsEnded, type SessionChoice } from './sessions-ended.js';

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
  const now = deps.clock.now();
  return (await validSessions(deps, user)).map((session) => ({
    id: session.id,
    created_at: session.createdAt.toISOString(),
    // A session's own last use is written at most every SESSION_SEEN_EVERY_MS; the one asking is being seen now.
    last_seen_at: (session.id === currentSessionId ? now : session.lastSeenAt).toISOString(),
    user_agent: session.userAgent,
    second_factor: session.secondFactor,
    current: session.id === currentSessionId,
  }));
}

/** Ends every session of the user but this one, and their API keys when asked; how many sessions were ended. */
export async function signOutOtherSessions(
  deps: Pick<AuthDeps, 'clock' | 'sessions' | 'users' | 'events'> & Pick<ApiKeyDeps, 'apiKeys'>,
  user: User,
  choice: SessionChoice,
): Promise<number> {
  const others = (await validSessions(deps, user)).filter((session) => session.id !== choice.sessionId).length;
  // The generation moved meanwhile (a password change elsewhere): this session has ended too.
  if (!(await deps.users.endOtherSessions(user, choice.sessionId))) {
    throw new AppError('unauthenticated', MESSAGES.notLoggedIn);
  }
  await afterSessionsEnded(deps, user.id, [], choice.revokeApiKeys);
  return others;
}
