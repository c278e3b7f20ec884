// The auth feature's query: the session check, the one source of the signed-in user and so of the top bar's balance.
// Whatever moves money invalidates it (lib/refresh-member-data.ts).

import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@/lib/query/client';
import { getCurrentUser } from './get-current-user';

export const currentUserQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.session, 'me'],
    queryFn: ({ signal }) => getCurrentUser(signal),
    // Asked at start and again when invalidated; a failed check counts as signed out (docs/decisions/004 "Session").
    staleTime: Infinity,
    retry: false,
  });
