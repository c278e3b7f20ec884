// The cookies: the session's, httpOnly, SameSite=Lax, 7 days (docs/decisions/010), and the known browser's, the same
// but kept KNOWN_BROWSER_DAYS (docs/decisions/050); each Secure and `__Host-` named in AWS.

import {
  KNOWN_BROWSER_COOKIE,
  KNOWN_BROWSER_DAYS,
  SECURE_KNOWN_BROWSER_COOKIE,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_DAYS,
} from '../../../shared/constants.js';

const DAY_S = 86_400;

/** `__Host-session` where the cookie is Secure (browsers then insist on Path=/ and no Domain); `session` on http. */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function knownBrowserCookieName(secure: boolean): string {
  return secure ? SECURE_KNOWN_BROWSER_COOKIE : KNOWN_BROWSER_COOKIE;
}

function cookie(name: string, value: string, maxAgeS: number, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeS}`];
  if (secure) attributes.push('Secure');
  return `${name}=${value}; ${attributes.join('; ')}`;
}

export function sessionCookie(token: string, secure: boolean): string {
  return cookie(sessionCookieName(secure), token, SESSION_DAYS * DAY_S, secure);
}

export function clearedSessionCookie(secure: boolean): string {
  return cookie(sessionCookieName(secure), '', 0, secure);
}

/** Outlives logouts and sessions: it says the browser signed in to these accounts before, not that it is signed in. */
export function knownBrowserCookie(token: string, secure: boolean): string {
  return cookie(knownBrowserCookieName(secure), token, KNOWN_BROWSER_DAYS * DAY_S, secure);
}

/** Cookies from API Gateway v2's `cookies` array (or a raw Cookie header). */
export function parseCookies(cookies: string[] | undefined, header: string | undefined): Record<string, string> {
  const pairs = cookies ?? (header ? header.split(';') : []);
  const parsed: Record<string, string> = {};
  for (const pair of pairs) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    const name = pair.slice(0, index).trim();
    if (name && !(name in parsed)) parsed[name] = pair.slice(index + 1).trim();
  }
  return parsed;
}
