// What login and registration share: the credentials are read only while sessions can be signed (no password is
// checked and no account made otherwise, docs/decisions/009) and within the address's allowance; the session they
// start is carried by the session cookie, and the known-browser cookie now names the account (docs/decisions/050).

import type { z } from 'zod';
import { openSession, type SignInClient } from '../../domain/auth/open-session.js';
import { signKnownBrowser } from '../../domain/auth/known-browser.js';
import type { User } from '../../domain/users/user.js';
import { limitByAddress } from '../core/address-limit.js';
import type { Dependencies } from '../../adapters/dependencies.js';
import { knownBrowserCookie, sessionCookie } from '../core/cookies.js';
import { jsonBody, type ApiRequest } from '../core/request.js';

/** The request's credentials, valid, and counted against the address's allowance for `action`. */
export async function credentials<S extends z.ZodType>(
  request: ApiRequest,
  deps: Dependencies,
  schema: S,
  action: 'login' | 'register',
): Promise<z.infer<S>> {
  await deps.jwtSecret();
  const input = jsonBody(request, schema);
  await limitByAddress(request, deps, action);
  return input;
}

/** Opens a session of `user` for this browser (./../../domain/auth/open-session.ts): the cookies to set. */
export async function signedInCookies(
  deps: Dependencies,
  user: User,
  client: SignInClient,
  options: { secondFactor: boolean; alertIfNew: boolean },
): Promise<string[]> {
  const { token, browser } = await openSession(deps, user, client, options);
  return [
    sessionCookie(token, deps.cookieSecure),
    knownBrowserCookie(signKnownBrowser(browser, await deps.jwtSecret()), deps.cookieSecure),
  ];
}
