// Two-factor sign-in calls (docs/decisions/042): its state, enrolment, confirmation with a first code, turning it off.

import { queryOptions } from '@tanstack/react-query';
import {
  confirmTwoFactorResponse,
  startTwoFactorResponse,
  twoFactorStatusResponse,
  type StartTwoFactorResponse,
} from '@shared/schemas/two-factor';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query/client';

export const twoFactorQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.member, 'two-factor'],
    queryFn: async ({ signal }) => twoFactorStatusResponse.parse(await apiRequest('users.getTwoFactor', { signal })),
  });

export async function startTwoFactor(password: string): Promise<StartTwoFactorResponse> {
  return startTwoFactorResponse.parse(await apiRequest('users.startTwoFactor', { body: { password } }));
}

export async function confirmTwoFactor(code: string): Promise<string[]> {
  return confirmTwoFactorResponse.parse(await apiRequest('users.confirmTwoFactor', { body: { code } })).recovery_codes;
}

export async function disableTwoFactor(input: { password: string; code: string }): Promise<void> {
  await apiRequest('users.disableTwoFactor', { body: input });
}
