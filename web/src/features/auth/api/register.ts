// POST /auth/register.php (docs/decisions/015 "Calls"): the new, logged-in user.

import type { RegisterRequest } from '@shared/schemas/auth';
import { userResponse, type PublicUser } from '@shared/schemas/user';
import { apiRequest } from '@/lib/api-client';

export async function register(input: RegisterRequest): Promise<PublicUser> {
  return userResponse.parse(await apiRequest('auth.register', { body: input })).user;
}
