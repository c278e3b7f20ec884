// The session cookie (DECISIONS.md: httpOnly, SameSite=Lax, Secure in AWS, 7 days).

import { SESSION_COOKIE, SESSION_DAYS } from '../../../shared/constants.js';

export function sessionCookie(token: string, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${SESSION_DAYS * 86_400}`];
  if (secure) attributes.push('Secure');
  return `${SESSION_COOKIE}=${token}; ${attributes.join('; ')}`;
}

export function clearedSessionCookie(secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (secure) attributes.push('Secure');
  return `${SESSION_COOKIE}=; ${attributes.join('; ')}`;
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
