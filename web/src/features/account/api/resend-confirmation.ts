// POST /users/confirm-email.php (docs/decisions/053): the member's confirmation link sent again, a few an hour.

import { messageResponse } from '@shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

export async function resendConfirmation(): Promise<string> {
  return messageResponse.parse(await apiRequest('users.resendConfirmation')).message;
}
