// Who is signing in or re-authenticating, as the rules count and name them (docs/decisions/050): the client's address
// as the allowances count it, the known browser its cookie names, and for a new session its User-Agent and place.

import type { Dependencies } from '../../adapters/dependencies.js';
import { readKnownBrowser } from '../../domain/auth/known-browser.js';
import type { SignInClient } from '../../domain/auth/open-session.js';
import type { AttemptSource } from '../../domain/auth/password-check.js';
import { settings } from '../../config.js';
import { addressKey } from './address-limit.js';
import { clientPlace } from './client-address.js';
import { knownBrowserCookieName } from './cookies.js';
import type { ApiRequest } from './request.js';

export async function attemptSource(request: ApiRequest, deps: Dependencies): Promise<AttemptSource> {
  const token = request.cookies[knownBrowserCookieName(deps.cookieSecure)];
  return { address: addressKey(request.sourceIp), browser: readKnownBrowser(token, await deps.jwtSecret()) };
}

export async function signInClient(request: ApiRequest, deps: Dependencies): Promise<SignInClient> {
  return {
    ...(await attemptSource(request, deps)),
    ip: request.sourceIp,
    userAgent: request.headers['user-agent'] ?? '',
    place: clientPlace(request.headers, settings().CLIENT_ADDRESS_SOURCE),
  };
}
