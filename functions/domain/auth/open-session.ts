// Opening a session once a browser has signed in or registered (docs/decisions/050): the session records whether the
// second factor was shown; a sign-in from a browser the account has not signed in from before writes a security alert
// with the session; and the browser is remembered as known to the account.

import { announceOutbox } from '../outbox/outbox-writes.js';
import type { User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';
import { alertBrowserName } from './browser-name.js';
import { knowsAccount, rememberAccount, type KnownBrowser } from './known-browser.js';
import type { AttemptSource } from './password-check.js';
import { securityAlert } from './security-alerts.js';
import { startSession } from './sessions.js';

/** The browser a session is opened for: where it is (./password-check.ts), its User-Agent, and its place if known. */
export interface SignInClient extends AttemptSource {
  /** The client's address as it came (`address` is what failures are counted under: an IPv6 address's /64). */
  ip: string;
  userAgent: string;
  /** The approximate place of the address ("London, England, GB"), where the edge tells it. */
  place: string | null;
}

/**
 * Opens a session of `user` for `client`: the session's token, and the browser as it is now known. `alertIfNew` is
 * false for a registration, whose browser made the account.
 */
export async function openSession(
  deps: Pick<AuthDeps, 'clock' | 'sessions' | 'jwtSecret' | 'publicUrl' | 'events'>,
  user: User,
  client: SignInClient,
  options: { secondFactor: boolean; alertIfNew: boolean },
): Promise<{ token: string; browser: KnownBrowser }> {
  const outbox =
    options.alertIfNew && !knowsAccount(client.browser, user.id)
      ? await securityAlert(
          deps,
          user,
          {
            kind: 'newBrowser',
            browser: alertBrowserName(client.userAgent),
            address: client.ip,
            place: client.place,
          },
          deps.clock.now(),
          user.sessionGeneration,
        )
      : [];
  const token = await startSession(deps, user, {
    userAgent: client.userAgent,
    secondFactor: options.secondFactor,
    outbox,
  });
  await announceOutbox(deps, outbox);
  return { token, browser: rememberAccount(client.browser, user.id) };
}
