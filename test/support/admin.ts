// An administrator for the back-office tests: a registered member made ADMIN, as `ops user:promote` does, with
// two-factor sign-in on, which every admin call needs (docs/decisions/042).

import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { ROLE_ADMIN } from '../../shared/constants.js';
import { registeredMember } from './http.js';
import { enrolTwoFactor } from './two-factor.js';

export async function registeredAdmin(table: TableClient, siteUrl?: string) {
  const member = await registeredMember('admin', undefined, siteUrl);
  await createUserRepository(table).setRole(member.user.id, ROLE_ADMIN);
  const twoFactor = await enrolTwoFactor(member.client, member.password);
  return { ...member, twoFactor };
}
