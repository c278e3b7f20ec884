// POST /auth/login.php: checks the credentials (within the address's and the email's allowances) and sets the cookie.

import { loginRequest } from '../../../shared/schemas/auth.js';
import { loginUser } from '../../domain/auth/login.js';
import { profileApiKey } from '../../domain/api-keys/manage-api-keys.js';
import { toPublicUser } from '../../domain/users/user.js';
import type { Operation } from '../core/area-handler.js';
import { credentials, signedInCookie } from './sign-in.js';

export const login: Operation = async (request, deps) => {
  const user = await loginUser(deps, await credentials(request, deps, loginRequest, 'login'));
  return {
    body: { user: toPublicUser(await profileApiKey(deps, user)) },
    cookies: [await signedInCookie(request, deps, user)],
  };
};
