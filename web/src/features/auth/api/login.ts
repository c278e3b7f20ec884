// POST /auth/login.php (docs/decisions/015 "Calls"): the logged-in user.

import type { LoginRequest } from '@shared/schemas/auth';
import { userResponse, type PublicUser } from '@shared/schemas/user';
import { apiRequest } from '@/lib/api-client';

export async function login(input: LoginRequest): Promise<PublicUser> {
  return userResponse.parse(await apiRequest('auth.login', { body: input })).user;
}
