// The member's sessions (docs/decisions/043): the list, and signing out the others, with their API keys when asked
// (docs/decisions/050).

import { queryOptions } from '@tanstack/react-query';
import { sessionsResponse, signOutOthersResponse } from '@shared/schemas/two-factor';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query/client';

export const sessionsQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.member, 'sessions'],
    queryFn: async ({ signal }) => sessionsResponse.parse(await apiRequest('users.listSessions', { signal })).sessions,
  });

export async function signOutOthers(input: { revoke_api_keys: boolean }): Promise<number> {
  return signOutOthersResponse.parse(await apiRequest('users.signOutOtherSessions', { body: input })).ended;
}
