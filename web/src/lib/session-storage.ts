// The spec's local session data in localStorage and its inactivity clock (docs/decisions/015 "Fields", "Flows").

import { INACTIVITY_TIMEOUT_MS } from '@shared/constants';
import { centsToDecimal } from '@shared/money';
import type { PublicUser } from '@shared/schemas/user';

export const SESSION_KEYS = {
  isLoggedIn: 'isLoggedIn',
  userRole: 'userRole',
  userEmail: 'userEmail',
  username: 'username',
  userId: 'userId',
  walletBalance: 'walletBalance',
  apiKey: 'apiKey',
  lastActivity: 'lastActivity',
} as const;

/**
 * A test hook: a number of milliseconds here shortens the inactivity time-out (never lengthens it), so the
 * browser suite can watch the time-out happen without waiting five minutes.
 */
export const INACTIVITY_OVERRIDE_KEY = 'inactivityTimeoutMs';

/** Role lowercased as the spec stores it; wallet balance in dollars with two decimals. */
export function saveSession(user: PublicUser): void {
  localStorage.setItem(SESSION_KEYS.isLoggedIn, 'true');
  localStorage.setItem(SESSION_KEYS.userRole, user.role.toLowerCase());
  localStorage.setItem(SESSION_KEYS.userEmail, user.email);
  localStorage.setItem(SESSION_KEYS.username, user.name);
  localStorage.setItem(SESSION_KEYS.userId, user.id);
  localStorage.setItem(SESSION_KEYS.walletBalance, centsToDecimal(user.wallet_balance));
  if (user.api_key) localStorage.setItem(SESSION_KEYS.apiKey, user.api_key);
  else localStorage.removeItem(SESSION_KEYS.apiKey);
}

/** docs/decisions/015 "Flows": expiry clears the flag, role, last activity and wallet balance. */
export function clearExpiredSession(): void {
  for (const key of [
    SESSION_KEYS.isLoggedIn,
    SESSION_KEYS.userRole,
    SESSION_KEYS.lastActivity,
    SESSION_KEYS.walletBalance,
  ]) {
    localStorage.removeItem(key);
  }
}

/**
 * Keeps the time of the member's last activity; a signed-out tab keeps none (an event or a wait released just after a
 * sign-out must not leave a key behind).
 */
export function recordActivity(now = Date.now()): void {
  if (localStorage.getItem(SESSION_KEYS.isLoggedIn) !== 'true') return;
  localStorage.setItem(SESSION_KEYS.lastActivity, String(now));
}

export function lastActivity(): number | null {
  const value = Number(localStorage.getItem(SESSION_KEYS.lastActivity));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function inactivityTimeoutMs(): number {
  const override = Number(localStorage.getItem(INACTIVITY_OVERRIDE_KEY));
  return override > 0 ? Math.min(override, INACTIVITY_TIMEOUT_MS) : INACTIVITY_TIMEOUT_MS;
}

/** Open waits in this tab (docs/decisions/004: a number on screen waiting for its code counts as activity). */
let waits = 0;
/** While this tab holds a wait, it writes its activity where every tab reads it (docs/decisions/039). */
let refresher: ReturnType<typeof setInterval> | undefined;
/** How often a held wait writes its activity: well inside the time-out, whatever a test shortens it to. */
const HOLD_WRITE_MS = 30_000;

/**
 * While held, this tab counts as active whatever the clock says, and keeps `lastActivity` fresh so that another tab of
 * the same browser, which shares the session cookie, does not find the session idle and end it on the server under
 * this tab's wait (docs/decisions/039). The release records activity, so the 5 minutes start again when the wait ends.
 * Returns the release, which does nothing a second time.
 */
export function holdActivity(): () => void {
  waits += 1;
  recordActivity();
  if (waits === 1) {
    refresher = setInterval(() => recordActivity(), Math.min(HOLD_WRITE_MS, inactivityTimeoutMs() / 4));
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    waits -= 1;
    if (waits === 0) clearInterval(refresher);
    recordActivity();
  };
}

export function isInactive(now = Date.now()): boolean {
  if (waits > 0) return false;
  const last = lastActivity();
  return last !== null && now - last >= inactivityTimeoutMs();
}
