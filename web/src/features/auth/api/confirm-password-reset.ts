// POST /auth/reset-password/confirm.php {token,password,revoke_api_keys} (docs/decisions/013 "Paths", 050): sets the new
// password from the emailed link; every session ends, and the API keys unless the member unticks it.

import { messageResponse } from '@shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

export async function confirmPasswordReset(input: {
  token: string;
  password: string;
  revoke_api_keys: boolean;
}): Promise<string> {
  return messageResponse.parse(await apiRequest('auth.confirmResetPassword', { body: input })).message;
}
