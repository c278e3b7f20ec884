// PUT /users/profile.php: changes the member's name and/or email (the email re-authenticated with `password`, and
// `code` with two-factor on; docs/decisions/050); answers the profile as GET does.

import { MESSAGES } from '../../../shared/messages.js';
import { updateProfileRequest } from '../../../shared/schemas/profile.js';
import { profileApiKey } from '../../domain/api-keys/manage-api-keys.js';
import { updateProfile } from '../../domain/users/update-profile.js';
import { toPublicUser } from '../../domain/users/user.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';
import { jsonBody } from '../core/request.js';
import { attemptSource } from '../core/sign-in-client.js';

export const updateProfileOperation: Operation = async (request, deps) => {
  const changes = jsonBody(request, updateProfileRequest);
  const user = await updateProfile(deps, currentUser(request), changes, await attemptSource(request, deps));
  return { body: { user: toPublicUser(await profileApiKey(deps, user)), message: MESSAGES.profileUpdated } };
};
