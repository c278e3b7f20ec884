// POST /auth/logout.php (docs/decisions/015 "Calls"): ends the server session.

import { apiRequest } from '@/lib/api-client';

export async function logout(): Promise<void> {
  await apiRequest('auth.logout');
}
