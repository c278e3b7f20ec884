// POST /auth/reset-password/confirm.php {token,password} (docs/decisions/013 "Paths"): sets the new password from the
// emailed link.

import { messageResponse } from '@shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

export async function confirmPasswordReset(token: string, password: string): Promise<string> {
  return messageResponse.parse(await apiRequest('auth.confirmResetPassword', { body: { token, password } })).message;
}
