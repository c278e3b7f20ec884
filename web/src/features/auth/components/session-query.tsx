// The session check through the query layer, loaded after the page is interactive: it reports each answer of the
// current-user query to the AppProvider, and lets login, logout and expiry write the answer themselves.

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PublicUser } from '@shared/schemas/user';
import { QUERY_ROOTS, queryClient } from '@/lib/query/client';
import { QueryProvider } from '@/lib/query/provider';
import type { SessionState } from '@/lib/session';
import { currentUserQuery } from '../api/queries';

type Answer = Exclude<SessionState, { status: 'loading' }>;

function Report({ onAnswer }: { onAnswer: (answer: Answer) => void }) {
  // A failed first check has no data and is no longer pending: it counts as signed out.
  const { data, isPending } = useQuery(currentUserQuery());
  useEffect(() => {
    if (isPending) return;
    onAnswer(data ? { status: 'authenticated', user: data } : { status: 'anonymous' });
  }, [data, isPending, onAnswer]);
  return null;
}

export function SessionQuery({ onAnswer }: { onAnswer: (answer: Answer) => void }) {
  return (
    <QueryProvider>
      <Report onAnswer={onAnswer} />
    </QueryProvider>
  );
}

/**
 * Login and register give the user; logout and expiry drop the current user and the member's cached data, so that a
 * later login starts from a fresh check rather than from a remembered "signed out".
 */
export async function setSessionUser(user: PublicUser | null): Promise<void> {
  const { queryKey } = currentUserQuery();
  await queryClient.cancelQueries({ queryKey });
  if (user !== null) {
    queryClient.setQueryData(queryKey, user);
    return;
  }
  queryClient.removeQueries({ queryKey: QUERY_ROOTS.member });
  queryClient.removeQueries({ queryKey });
}
