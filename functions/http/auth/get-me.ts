// GET /auth/me.php: the session check (docs/decisions/013 "Paths"), read from the stored user.

import { toPublicUser } from '../../domain/users/user.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';

export const getMe: Operation = async (request) => ({ body: { user: toPublicUser(currentUser(request)) } });
