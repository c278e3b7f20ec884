// POST /auth/logout.php (spec 000 §7): ends the server session.

import { apiRequest } from '../../../lib/api-client';

export async function logout(): Promise<void> {
  await apiRequest('auth.logout');
}
