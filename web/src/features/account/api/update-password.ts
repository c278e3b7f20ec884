// POST /users/update-password.php (docs/decisions/020): the member's new password; other sessions end.

import type { UpdatePasswordRequest } from '@shared/schemas/account';
import { apiRequest } from '@/lib/api-client';

export async function updatePassword(input: UpdatePasswordRequest): Promise<void> {
  await apiRequest('users.updatePassword', { body: input });
}
