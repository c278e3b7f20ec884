// ops user:promote <email> and user:demote <email> [--by <name>]: makes a user ADMIN, and undoes it (docs/decisions/026),
// written in the audit trail (059). The role is
// read on every request, so either takes effect at the user's next call, sessions included.

import { ROLE_ADMIN, ROLE_USER, type Role } from '../../shared/constants.js';
import type { TableClient } from '../adapters/dynamo/document-client.js';
import { createUserRepository } from '../adapters/dynamo/user-repository.js';
import { auditEntry } from '../domain/audit/audit-entry.js';
import { withOperator } from './operator-name.js';

function setRoleCommand(command: string, role: Role) {
  return async (table: TableClient, args: string[]): Promise<string> => {
    const { operator, rest } = withOperator(args);
    const email = rest[0]?.trim().toLowerCase();
    if (!email || rest.length > 1) throw new Error(`Usage: ${command} <email> [--by <name>]`);
    const users = createUserRepository(table);
    const user = await users.findByEmail(email);
    if (!user) throw new Error(`No user with the email ${email}`);
    if (user.role === role) return `${email} is already ${role}; nothing changed`;
    const entry = auditEntry(new Date(), operator, {
      action: 'user_role',
      subject: { kind: 'user', id: user.id },
      details: `Made ${email} ${role}`,
      before: { role: user.role },
      after: { role },
      reason: command,
    });
    await users.setRole(user.id, role, entry);
    return `${email} is now ${role} (was ${user.role})`;
  };
}

export const promoteUser = setRoleCommand('user:promote', ROLE_ADMIN);
export const demoteUser = setRoleCommand('user:demote', ROLE_USER);
