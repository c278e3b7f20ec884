// The session cookie's JWT: signed with HS256, names a stored session so logout can end it.

import jwt from 'jsonwebtoken';
import { SESSION_DAYS } from '../../../shared/constants.js';

const ISSUER = 'uk-sms-numbers';

export function signSessionToken(sessionId: string, userId: string, secret: string): string {
  return jwt.sign({ sid: sessionId }, secret, {
    algorithm: 'HS256',
    subject: userId,
    issuer: ISSUER,
    expiresIn: `${SESSION_DAYS}d`,
  });
}

/** The session named by a token, or null when the token is tampered, expired or malformed. */
export function readSessionToken(token: string, secret: string): { sessionId: string; userId: string } | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof payload === 'string' || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    return { sessionId: payload.sid, userId: payload.sub };
  } catch {
    return null;
  }
}
