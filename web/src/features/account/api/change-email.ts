// PUT /users/profile.php with a new email (docs/decisions/050, 056): re-authenticated; the new address waits for its
// confirmation link, and is not marked undeliverable.

import { profileResponse, type UpdateProfileRequest } from '@shared/schemas/profile';
import type { PublicUser } from '@shared/schemas/user';
import { apiRequest } from '@/lib/api-client';

export async function changeEmail(
  input: Required<Pick<UpdateProfileRequest, 'email'>> & UpdateProfileRequest,
): Promise<PublicUser> {
  return profileResponse.parse(await apiRequest('users.updateProfile', { body: input })).user;
}
