// GET /users/profile.php: the member's profile.

import { toPublicUser } from '../../domain/users/user.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';

export const getProfile: Operation = async (request) => ({ body: { user: toPublicUser(currentUser(request)) } });
