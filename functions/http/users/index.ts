// The member area's Lambda (users/*).

import { createAreaHandler } from '../core/area-handler.js';
import { getProfile } from './get-profile.js';
import { updateProfileOperation } from './update-profile.js';

export const handler = createAreaHandler('users', {
  'users.getProfile': getProfile,
  'users.updateProfile': updateProfileOperation,
});
