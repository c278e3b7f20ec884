// POST /auth/register.php: creates the account and logs it in, within the address's allowance.

import { registerRequest } from '../../../shared/schemas/auth.js';
import { registerUser } from '../../domain/auth/register.js';
import { toPublicUser } from '../../domain/users/user.js';
import type { Operation } from '../core/area-handler.js';
import { signInClient } from '../core/sign-in-client.js';
import { credentials, signedInCookies } from './sign-in.js';

export const register: Operation = async (request, deps) => {
  const user = await registerUser(deps, await credentials(request, deps, registerRequest, 'register'));
  // The browser that made the account is its first known browser: no alert.
  const cookies = await signedInCookies(deps, user, await signInClient(request, deps), {
    secondFactor: false,
    alertIfNew: false,
  });
  return { status: 201, body: { user: toPublicUser(user) }, cookies };
};
