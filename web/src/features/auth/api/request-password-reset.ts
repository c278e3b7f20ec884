// POST /auth/reset-password.php {email} (docs/decisions/015 "Calls"): emails a reset link; reads success and message.

import { messageResponse } from '@shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

export async function requestPasswordReset(email: string): Promise<string> {
  return messageResponse.parse(await apiRequest('auth.resetPassword', { body: { email } })).message;
}
