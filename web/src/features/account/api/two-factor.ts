// Two-factor sign-in calls (docs/decisions/042): enrolment, confirmation with a first code, turning it off; either of
// the last two ends the other sessions, and revokes the API keys when asked (docs/decisions/050). Its state is
// lib/two-factor-status.ts.

import {
  confirmTwoFactorResponse,
  startTwoFactorResponse,
  type StartTwoFactorResponse,
} from '@shared/schemas/two-factor';
import { apiRequest } from '@/lib/api-client';

export async function startTwoFactor(password: string): Promise<StartTwoFactorResponse> {
  return startTwoFactorResponse.parse(await apiRequest('users.startTwoFactor', { body: { password } }));
}

export async function confirmTwoFactor(input: { code: string; revoke_api_keys: boolean }): Promise<string[]> {
  return confirmTwoFactorResponse.parse(await apiRequest('users.confirmTwoFactor', { body: input })).recovery_codes;
}

export async function disableTwoFactor(input: {
  password: string;
  code: string;
  revoke_api_keys: boolean;
}): Promise<void> {
  await apiRequest('users.disableTwoFactor', { body: input });
}
