// The session check GET /auth/me.php (docs/decisions/013 "Paths"): the logged-in user, or null when the server answers
// 401. Only asked when the local session flag says someone logged in here: a visitor's page view makes no failing call.

import { userResponse, type PublicUser } from '@shared/schemas/user';
import { ApiError, apiRequest } from '@/lib/api-client';
import { SESSION_KEYS } from '@/lib/session-storage';

export async function getCurrentUser(signal: AbortSignal): Promise<PublicUser | null> {
  if (localStorage.getItem(SESSION_KEYS.isLoggedIn) !== 'true') return null;
  try {
    return userResponse.parse(await apiRequest('auth.me', { signal })).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
