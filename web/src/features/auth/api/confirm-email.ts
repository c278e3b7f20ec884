// POST /auth/confirm-email.php {token} (docs/decisions/053): the emailed link confirms an account's or an anonymous
// lease's address, once, signed in or not.

import { confirmEmailResponse, type ConfirmEmailResponse } from '@shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

export async function confirmEmail(token: string): Promise<ConfirmEmailResponse> {
  return confirmEmailResponse.parse(await apiRequest('auth.confirmEmail', { body: { token } }));
}
