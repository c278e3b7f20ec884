// "Sign out everywhere" from an emailed link (docs/decisions/050): every security alert carries a signed link that ends
// every session of the account without signing in. The token names the session generation the sessions it is about
// are in; using it moves the user to the next, so the link works once, and not after a password change has ended
// those sessions already.

import jwt from 'jsonwebtoken';
import { SESSION_DAYS, SIGN_OUT_LINK_PARAM } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';

const ISSUER = 'uk-sms-numbers';
const AUDIENCE = 'sign-out-everywhere';

/**
 * The link that ends every session of `user` in generation `generation` (the one its sessions are in once the change
 * being reported has committed). It lasts as long as a session: the sessions it is about have ended by then anyway.
 */
export async function signOutEverywhereLink(
  deps: Pick<AuthDeps, 'jwtSecret' | 'publicUrl'>,
  user: Pick<User, 'id'>,
  generation: number,
): Promise<string> {
  const token = jwt.sign({ gen: generation }, await deps.jwtSecret(), {
    algorithm: 'HS256',
    subject: user.id,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: `${SESSION_DAYS}d`,
  });
  return `${deps.publicUrl.replace(/\/$/, '')}/?${SIGN_OUT_LINK_PARAM}=${token}`;
}

function readToken(token: string, secret: string): { userId: string; generation: number } | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.gen !== 'number') return null;
    return { userId: payload.sub, generation: payload.gen };
  } catch {
    return null;
  }
}

/** Ends every session of the link's account; a 400 when the link is not valid, used, or its sessions ended already. */
export async function signOutEverywhere(deps: Pick<AuthDeps, 'jwtSecret' | 'users'>, token: string): Promise<void> {
  const claims = readToken(token, await deps.jwtSecret());
  const user = claims ? await deps.users.findById(claims.userId) : null;
  const ended =
    claims !== null &&
    user !== null &&
    user.sessionGeneration === claims.generation &&
    (await deps.users.endAllSessions(user));
  if (!ended) throw new AppError('validation', MESSAGES.signOutLinkInvalid, { token: MESSAGES.signOutLinkInvalid });
}
