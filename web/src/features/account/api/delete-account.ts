// DELETE /users/delete-account.php {"confirm":"DELETE"} (docs/decisions/020): the account and every session end.

import type { DeleteAccountRequest } from '@shared/schemas/account';
import { apiRequest } from '@/lib/api-client';

export async function deleteAccount(input: DeleteAccountRequest): Promise<void> {
  await apiRequest('users.deleteAccount', { body: input });
}
