// Sessions: a stored record per login, named by the signed cookie, with how it was signed in; logout deletes it, and a
// password change or reset ends them all by moving the user to the next session generation (docs/decisions/010, 050).

import { randomBytes } from 'node:crypto';
import { SESSION_DAYS } from '../../../shared/constants.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import type { User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';
import type { Session } from './ports.js';
import { readSessionToken, signSessionToken } from './session-token.js';

const DAY_MS = 86_400_000;
/** A session's `lastSeenAt` is written again only when older than this, so a busy session costs one write in five minutes. */
export const SESSION_SEEN_EVERY_MS = 300_000;
const USER_AGENT_MAX = 256;

/** How a session is signed in: the browser's User-Agent (which names it in lists), and with what. */
export interface SignIn {
  userAgent: string;
  /** Whether the second factor was shown (docs/decisions/050). */
  secondFactor: boolean;
  /** The emails the sign-in causes, written with the session (a new browser's alert). */
  outbox: readonly OutboxItem[];
}

/** Starts a session for the user and returns the token for the cookie. */
export async function startSession(
  deps: Pick<AuthDeps, 'clock' | 'sessions' | 'jwtSecret'>,
  user: User,
  signIn: SignIn,
): Promise<string> {
  const secret = await deps.jwtSecret();
  const id = randomBytes(16).toString('hex');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
  await deps.sessions.create(
    {
      id,
      userId: user.id,
      expiresAt,
      generation: user.sessionGeneration,
      createdAt: now,
      lastSeenAt: now,
      userAgent: signIn.userAgent.slice(0, USER_AGENT_MAX),
      secondFactor: signIn.secondFactor,
    },
    signIn.outbox,
  );
  return signSessionToken(id, user.id, secret);
}

/**
 * The user of a stored session while it is open: the session is there and unexpired, its user active and still at the
 * session's generation. The two reads (session and user) run side by side; the user item they already need carries the
 * generation, so ending sessions costs no query.
 */
export async function openSession(
  deps: Pick<AuthDeps, 'clock' | 'sessions' | 'users'>,
  sessionId: string,
  userId: string,
): Promise<{ user: User; session: Session } | null> {
  const [session, user] = await Promise.all([deps.sessions.find(sessionId), deps.users.findById(userId)]);
  if (!session || !user || session.userId !== user.id || !user.isActive) return null;
  if (session.generation !== user.sessionGeneration) return null;
  if (session.expiresAt.getTime() <= deps.clock.now().getTime()) return null;
  return { user, session };
}

/** The logged-in user for a cookie token, or null when the token or its session is not valid. */
export async function resolveSession(
  deps: Pick<AuthDeps, 'clock' | 'sessions' | 'users' | 'jwtSecret'>,
  token: string,
): Promise<{ user: User; sessionId: string; secondFactor: boolean } | null> {
  const claims = readSessionToken(token, await deps.jwtSecret());
  if (!claims) return null;
  const open = await openSession(deps, claims.sessionId, claims.userId);
  if (!open) return null;
  const { user, session } = open;
  const now = deps.clock.now();
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_SEEN_EVERY_MS) await deps.sessions.touch(session.id, now);
  return { user, sessionId: session.id, secondFactor: session.secondFactor };
}

/** Ends the session a token names, if any; a bad token ends nothing. */
export async function endSession(deps: Pick<AuthDeps, 'sessions' | 'jwtSecret'>, token: string): Promise<void> {
  const claims = readSessionToken(token, await deps.jwtSecret());
  if (claims) await deps.sessions.delete(claims.sessionId);
}
