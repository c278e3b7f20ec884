// The member's profile GET /users/profile.php (docs/decisions/015 "Calls"), re-read for the wallet balance after a
// payment or purchase.

import { userResponse, type PublicUser } from '../../../../../shared/schemas/user';
import { apiRequest } from '../../../lib/api-client';

export async function getProfile(): Promise<PublicUser> {
  return userResponse.parse(await apiRequest('users.getProfile')).user;
}
