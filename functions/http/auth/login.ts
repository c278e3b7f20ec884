// POST /auth/login.php: checks the credentials (within the address's allowance and the account's failure allowances)
// and sets the cookies; a browser new to the account gets the account a security alert (docs/decisions/050).

import { loginRequest } from '../../../shared/schemas/auth.js';
import { loginUser } from '../../domain/auth/login.js';
import { profileApiKey } from '../../domain/api-keys/manage-api-keys.js';
import { toPublicUser } from '../../domain/users/user.js';
import type { Operation } from '../core/area-handler.js';
import { signInClient } from '../core/sign-in-client.js';
import { credentials, signedInCookies } from './sign-in.js';

export const login: Operation = async (request, deps) => {
  const input = await credentials(request, deps, loginRequest, 'login');
  const client = await signInClient(request, deps);
  const { user, secondFactor } = await loginUser(deps, input, client);
  return {
    body: { user: toPublicUser(await profileApiKey(deps, user)) },
    cookies: await signedInCookies(deps, user, client, { secondFactor, alertIfNew: true }),
  };
};
