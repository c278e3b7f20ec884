// ops user:promote <email> and user:demote <email>: makes a user ADMIN, and undoes it (docs/decisions/026). The role is
// read on every request, so either takes effect at the user's next call, sessions included.

import { ROLE_ADMIN, ROLE_USER, type Role } from '../../shared/constants.js';
import type { TableClient } from '../adapters/dynamo/document-client.js';
import { createUserRepository } from '../adapters/dynamo/user-repository.js';

function setRoleCommand(command: string, role: Role) {
  return async (table: TableClient, args: string[]): Promise<string> => {
    const email = args[0]?.trim().toLowerCase();
    if (!email || args.length > 1) throw new Error(`Usage: ${command} <email>`);
    const users = createUserRepository(table);
    const user = await users.findByEmail(email);
    if (!user) throw new Error(`No user with the email ${email}`);
    if (user.role === role) return `${email} is already ${role}; nothing changed`;
    await users.setRole(user.id, role);
    return `${email} is now ${role} (was ${user.role})`;
  };
}

export const promoteUser = setRoleCommand('user:promote', ROLE_ADMIN);
export const demoteUser = setRoleCommand('user:demote', ROLE_USER);
