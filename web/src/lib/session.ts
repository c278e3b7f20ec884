// Who is using the site: the session read by the header, the route guards and, later, the member screens.

import { createContext, useContext } from 'react';
import type { PublicUser } from '../../../shared/schemas/user';

export type Session =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: PublicUser };

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside AppProvider');
  return session;
}
