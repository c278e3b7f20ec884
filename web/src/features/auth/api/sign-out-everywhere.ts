// POST /auth/sign-out-everywhere.php {token} (docs/decisions/050): the security alerts' link ends every session of its
// account, once, without signing in.

import { messageResponse } from '@shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

export async function signOutEverywhere(token: string): Promise<string> {
  return messageResponse.parse(await apiRequest('auth.signOutEverywhere', { body: { token } })).message;
}
