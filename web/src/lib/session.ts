// Who is using the site: the session read by the header, the guards, the dialogs and the member screens.

import { createContext, useContext } from 'react';
import type { PublicUser } from '@shared/schemas/user';

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: PublicUser };

export interface SessionActions {
  /** After a successful login or register: stores the local session data and starts the inactivity clock. */
  signIn(user: PublicUser): void;
  /** Calls the server, clears local storage and goes home, also when the call fails (docs/decisions/015 "Flows"). */
  logout(): Promise<void>;
}

export type Session = SessionState & SessionActions;

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
