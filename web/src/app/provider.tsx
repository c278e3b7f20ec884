// The app-wide providers: the session, loaded once from the session check (a 401 or a failed check means logged out).

import { useMemo, type ReactNode } from 'react';
import { getCurrentUser } from '../features/auth/api/get-current-user';
import { SessionContext, type Session } from '../lib/session';
import { useAsync } from '../lib/use-async';

export function AppProvider({ children }: { children: ReactNode }) {
  const currentUser = useAsync(getCurrentUser);
  const session = useMemo<Session>(() => {
    if (currentUser.status === 'pending') return { status: 'loading' };
    if (currentUser.status === 'success' && currentUser.data) return { status: 'authenticated', user: currentUser.data };
    return { status: 'anonymous' };
  }, [currentUser]);

  return <SessionContext value={session}>{children}</SessionContext>;
}
