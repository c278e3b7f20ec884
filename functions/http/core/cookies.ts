// The session cookie: httpOnly, SameSite=Lax, 7 days; Secure and `__Host-` named in AWS (docs/decisions/010).

import { SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_DAYS } from '../../../shared/constants.js';

/** `__Host-session` where the cookie is Secure (browsers then insist on Path=/ and no Domain); `session` on http. */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

function cookie(value: string, maxAgeS: number, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeS}`];
  if (secure) attributes.push('Secure');
  return `${sessionCookieName(secure)}=${value}; ${attributes.join('; ')}`;
}

export function sessionCookie(token: string, secure: boolean): string {
  return cookie(token, SESSION_DAYS * 86_400, secure);
}

export function clearedSessionCookie(secure: boolean): string {
  return cookie('', 0, secure);
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
