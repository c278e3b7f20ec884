// GET /users/profile.php: the member's profile, with the newest active API key's first 20 characters.

import { profileApiKey } from '../../domain/api-keys/manage-api-keys.js';
import { toPublicUser } from '../../domain/users/user.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';

export const getProfile: Operation = async (request, deps) => ({
  body: { user: toPublicUser(await profileApiKey(deps, currentUser(request))) },
});
