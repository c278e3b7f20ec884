// ops key:revoke <prefix> [reason] [--by <name>]: revokes the one API key whose listed prefix (its first 20
// characters) this is, as the operations desk's API Keys screen does, with its audit entry (docs/decisions/059).

import { createApiKeyRepository } from '../adapters/dynamo/api-key-repository.js';
import { createApiUsageRepository } from '../adapters/dynamo/api-usage-repository.js';
import { createUserRepository } from '../adapters/dynamo/user-repository.js';
import { keyByPrefix, setKeyRevocation } from '../domain/admin/api-keys-desk.js';
import type { OpsCommand } from './ops-command.js';
import { withOperator } from './operator-name.js';

export const revokeKey: OpsCommand = async (table, args) => {
  const { operator, rest } = withOperator(args);
  const [prefix, ...words] = rest;
  if (!prefix) throw new Error('Usage: key:revoke <prefix> [reason] [--by <name>]');
  const deps = {
    clock: { now: () => new Date() },
    users: createUserRepository(table),
    apiKeys: createApiKeyRepository(table),
    apiUsage: createApiUsageRepository(table),
  };
  const key = await keyByPrefix(deps, prefix);
  if (key.revokedAt !== null)
    return `The key ${key.keyPrefix}… was revoked already (${key.revokedAt}); nothing changed`;
  const revoked = await setKeyRevocation(deps, operator, key, 'revoked', words.join(' ').trim() || 'Revoked');
  return `Revoked the key ${revoked.prefix}… of ${revoked.owner_email} by ${operator.name}: every call with it is refused`;
};
