// The session check GET /auth/me.php (DECISIONS.md): the logged-in user, or null when the server answers 401.

import { userResponse, type PublicUser } from '../../../../../shared/schemas/user';
import { ApiError, apiRequest } from '../../../lib/api-client';

export async function getCurrentUser(signal: AbortSignal): Promise<PublicUser | null> {
  try {
    return userResponse.parse(await apiRequest('auth.me', { signal })).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
