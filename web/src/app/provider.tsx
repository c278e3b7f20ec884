// The session: loaded once from the session check, changed by login, register, logout and the 5-minute inactivity time-out.

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../shared/messages';
import type { PublicUser } from '../../../shared/schemas/user';
import { paths } from '../config/paths';
import { getCurrentUser } from '../features/auth/api/get-current-user';
import { logout as logoutCall } from '../features/auth/api/logout';
import { getProfile } from '../features/profile/api/get-profile';
import { SessionContext, type Session, type SessionState } from '../lib/session';
import {
  clearExpiredSession,
  inactivityTimeoutMs,
  isInactive,
  lastActivity,
  recordActivity,
  saveSession,
} from '../lib/session-storage';
import { useAsync } from '../lib/use-async';
import { showToast, useWindowEvent } from '../lib/window-events';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;
/** Activity is written at most this often; the check runs as often, or faster for a shortened time-out. */
const ACTIVITY_WRITE_MS = 1_000;

/** The server session ends too, or the next session check would log the user back in. */
async function endServerSession(): Promise<void> {
  await logoutCall().catch((error: unknown) => console.error(error));
}

export function AppProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const currentUser = useAsync(getCurrentUser);
  // Set by login, register, logout and expiry; until then the session check decides.
  const [override, setOverride] = useState<SessionState | null>(null);

  const checked = useMemo<SessionState>(() => {
    if (currentUser.status === 'pending') return { status: 'loading' };
    if (currentUser.status === 'success' && currentUser.data) return { status: 'authenticated', user: currentUser.data };
    return { status: 'anonymous' };
  }, [currentUser]);
  const state = override ?? checked;
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  });

  const expire = useCallback(() => {
    clearExpiredSession();
    setOverride({ status: 'anonymous' });
    void endServerSession();
    showToast(MESSAGES.sessionExpired, 'info');
    navigate(paths.public.home.getHref());
  }, [navigate]);

  // The session check's answer: mirror it in local storage, or end a session left idle too long (another tab, a closed laptop).
  useEffect(() => {
    if (override || checked.status === 'loading') return;
    if (checked.status === 'anonymous') {
      clearExpiredSession();
      return;
    }
    if (isInactive()) {
      expire();
      return;
    }
    saveSession(checked.user);
    if (lastActivity() === null) recordActivity();
  }, [checked, override, expire]);

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
    const timer = window.setInterval(() => {
      if (isInactive()) expire();
    }, Math.min(ACTIVITY_WRITE_MS, inactivityTimeoutMs() / 4));
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.clearInterval(timer);
    };
  }, [authenticated, expire]);

  // A balanceUpdated window event reloads the profile, so the top bar shows the new balance
  // (docs/decisions/015 "Flows").
  useWindowEvent('balanceUpdated', () => {
    if (current.current.status !== 'authenticated') return;
    getProfile().then(
      (user) => {
        // A logout while the profile was on its way wins.
        if (current.current.status !== 'authenticated') return;
        saveSession(user);
        setOverride({ status: 'authenticated', user });
      },
      (error: unknown) => console.error(error),
    );
  });

  const signIn = useCallback((user: PublicUser) => {
    saveSession(user);
    recordActivity();
    setOverride({ status: 'authenticated', user });
  }, []);

  const logout = useCallback(async () => {
    await endServerSession();
    localStorage.clear();
    setOverride({ status: 'anonymous' });
    navigate(paths.public.home.getHref());
  }, [navigate]);

  const session = useMemo<Session>(() => ({ ...state, signIn, logout }), [state, signIn, logout]);
  return <SessionContext value={session}>{children}</SessionContext>;
}
