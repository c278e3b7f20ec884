// ops user:promote <email>: makes a user ADMIN.

import { ROLE_ADMIN } from '../../shared/constants.js';
import type { TableClient } from '../adapters/dynamo/document-client.js';
import { createUserRepository } from '../adapters/dynamo/user-repository.js';

export async function promoteUser(table: TableClient, args: string[]): Promise<string> {
  const email = args[0]?.trim().toLowerCase();
  if (!email) throw new Error('Usage: user:promote <email>');
  const users = createUserRepository(table);
  const user = await users.findByEmail(email);
  if (!user) throw new Error(`No user with the email ${email}`);
  await users.setRole(user.id, ROLE_ADMIN);
  return `${email} is now ${ROLE_ADMIN}`;
}
