// GET /users/two-factor.php (docs/decisions/042, 050): whether two-factor sign-in is on for the member, and whether this
// session was signed in with it. The profile shows it, the admin frame needs both, and the dialogs that re-authenticate
// ask for a code when it is on, so it lives beside the query client rather than in one feature.

import { queryOptions } from '@tanstack/react-query';
import { twoFactorStatusResponse, type TwoFactorStatusResponse } from '@shared/schemas/two-factor';
import { apiRequest } from './api-client';
import { QUERY_ROOTS } from './query/client';

export async function getTwoFactorStatus(signal: AbortSignal): Promise<TwoFactorStatusResponse> {
  return twoFactorStatusResponse.parse(await apiRequest('users.getTwoFactor', { signal }));
}

export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.member, 'two-factor'],
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
  });
