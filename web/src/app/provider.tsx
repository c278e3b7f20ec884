// The session: the current-user query's answers (at start, and again after money moves), changed by login, register, logout
// and the 5-minute inactivity time-out.

import { lazy, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import type { PublicUser } from '@shared/schemas/user';
import { paths } from '@/config/paths';
import { logout as logoutCall } from '@/features/auth/api/logout';
import { AfterHydration } from '@/lib/after-hydration';
import { SessionContext, type Session, type SessionState } from '@/lib/session';
import {
  clearExpiredSession,
  inactivityTimeoutMs,
  isInactive,
  lastActivity,
  recordActivity,
  saveSession,
  SESSION_KEYS,
} from '@/lib/session-storage';
import { showToast } from '@/lib/window-events';

// The session check goes through the query layer, which loads after the page is interactive (docs/decisions/004).
const sessionQuery = () => import('@/features/auth/components/session-query');
const SessionQuery = lazy(() => sessionQuery().then((module) => ({ default: module.SessionQuery })));

/** Login, register, logout, expiry and a check the server refused write the current-user query's answer, so later reads start from it. */
function writeSessionUser(user: PublicUser | null): void {
  sessionQuery()
    .then((module) => module.setSessionUser(user))
    .catch((error: unknown) => console.error(error));
}

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;
/** Activity is written at most this often; the check runs as often, or faster for a shortened time-out. */
const ACTIVITY_WRITE_MS = 1_000;

/** The server session ends too, or the next session check would log the user back in. */
async function endServerSession(): Promise<void> {
  await logoutCall().catch((error: unknown) => console.error(error));
}

export function AppProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const expire = useCallback(() => {
    clearExpiredSession();
    setState({ status: 'anonymous' });
    writeSessionUser(null);
    void endServerSession();
    showToast(MESSAGES.sessionExpired, 'info');
    navigate(paths.public.home.getHref());
  }, [navigate]);

  // Each answer of the current-user query (at start, and after whatever moved money): mirror it in local storage, or
  // end a session left idle too long (another tab, a closed laptop).
  const answered = useCallback(
    (answer: Exclude<SessionState, { status: 'loading' }>) => {
      if (answer.status === 'anonymous') {
        clearExpiredSession();
        // Forgotten, or a login in this tab would remount the check on this remembered "signed out" and undo itself.
        writeSessionUser(null);
        setState((current) => (current.status === 'anonymous' ? current : answer));
        return;
      }
      if (isInactive()) {
        expire();
        return;
      }
      saveSession(answer.user);
      if (lastActivity() === null) recordActivity();
      setState(answer);
    },
    [expire],
  );

  // A visitor with no session flag is signed out without asking (the session check makes no call then either), and the
  // query layer is not loaded for the session.
  useEffect(() => {
    if (localStorage.getItem(SESSION_KEYS.isLoggedIn) === 'true') return;
    setState((current) => (current.status === 'loading' ? { status: 'anonymous' } : current));
  }, []);

  const authenticated = state.status === 'authenticated';
  useEffect(() => {
    if (!authenticated) return;
    let lastWrite = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastWrite < ACTIVITY_WRITE_MS) return;
      lastWrite = now;
      recordActivity(now);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    const timer = window.setInterval(
      () => {
        if (isInactive()) expire();
      },
      Math.min(ACTIVITY_WRITE_MS, inactivityTimeoutMs() / 4),
    );
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.clearInterval(timer);
    };
  }, [authenticated, expire]);

  const signIn = useCallback((user: PublicUser) => {
    saveSession(user);
    recordActivity();
    setState({ status: 'authenticated', user });
    writeSessionUser(user);
  }, []);

  const logout = useCallback(async () => {
    await endServerSession();
    localStorage.clear();
    setState({ status: 'anonymous' });
    writeSessionUser(null);
    navigate(paths.public.home.getHref());
  }, [navigate]);

  const session = useMemo<Session>(() => ({ ...state, signIn, logout }), [state, signIn, logout]);
  return (
    <SessionContext value={session}>
      {children}
      {state.status !== 'anonymous' && (
        <AfterHydration>
          <SessionQuery onAnswer={answered} />
        </AfterHydration>
      )}
    </SessionContext>
  );
}
