// GET /auth/me.php: the session check (docs/decisions/013 "Paths"), read from the stored user.

import { profileApiKey } from '../../domain/api-keys/manage-api-keys.js';
import { toPublicUser } from '../../domain/users/user.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';

export const getMe: Operation = async (request, deps) => ({
  body: { user: toPublicUser(await profileApiKey(deps, currentUser(request))) },
});
