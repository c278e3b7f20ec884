// Every API key in use, for the operations desk (docs/decisions/059): searchable by its first characters or the whole
// key, with its owner, plan, period and use; revoked by an operator (refused whatever its member sets) and restored,
// each with its audit entry.

import { MESSAGES } from '../../../shared/messages.js';
import type { AdminApiKey, AdminApiKeysQuery, AdminApiKeysResponse } from '../../../shared/schemas/operations.js';
import { API_KEY_PREFIX } from '../../../shared/constants.js';
import type { ApiKeyRepository, ApiUsageRepository } from '../api-keys/ports.js';
import { hashApiKey, type ApiKey } from '../api-keys/api-key.js';
import { utcDay } from '../api-keys/admit-api-call.js';
import { auditEntry, type Operator } from '../audit/audit-entry.js';
import { AppError } from '../errors.js';
import type { Clock, Page } from '../ports.js';
import type { UserRepository } from '../users/ports.js';

export interface KeyDeskDeps {
  clock: Clock;
  users: UserRepository;
  apiKeys: ApiKeyRepository;
  apiUsage: ApiUsageRepository;
}

/** The length of the prefix lists show; a longer search is a whole key, found by its hash. */
const LISTED_PREFIX_LENGTH = 20;

/** Each key with its owner and its owner's calls today (one read per member on the page). */
export async function toAdminApiKeys(deps: KeyDeskDeps, keys: ApiKey[]): Promise<AdminApiKey[]> {
  const day = utcDay(deps.clock.now());
  const owners = [...new Set(keys.map((key) => key.userId))];
  const found = await Promise.all(
    owners.map(
      async (id) => [id, await deps.users.findById(id, 'eventual'), await deps.apiUsage.callsOn(id, day)] as const,
    ),
  );
  const byId = new Map(found.map(([id, user, calls]) => [id, { user, calls }]));
  return keys.map((key) => {
    const owner = byId.get(key.userId);
    return {
      id: key.id,
      name: key.name,
      prefix: key.keyPrefix,
      owner_id: key.userId,
      owner_name: owner?.user?.name ?? '',
      owner_email: owner?.user?.email ?? '',
      plan: key.plan,
      status: key.status,
      revocation: key.revokedAt === null ? 'active' : 'revoked',
      revoked_at: key.revokedAt,
      subscription_status: key.subscriptionStatus,
      purchases: key.requests,
      calls_today: owner?.calls ?? 0,
      last_used: key.lastUsed,
      next_billing: key.nextBilling,
      created_at: key.createdAt,
    };
  });
}

/** A page of keys newest first, or those a prefix (or a whole key) names. */
export async function listEveryApiKey(deps: KeyDeskDeps, query: AdminApiKeysQuery): Promise<AdminApiKeysResponse> {
  const prefix = query.prefix ?? null;
  let page: Page<ApiKey>;
  if (prefix !== null && prefix.length > LISTED_PREFIX_LENGTH) {
    const key = await deps.apiKeys.findByHash(hashApiKey(prefix));
    page = { items: key ? [key] : [], nextCursor: null };
  } else {
    page = await deps.apiKeys.everyKey(prefix, { limit: query.limit, cursor: query.cursor ?? null });
  }
  return { success: true, api_keys: await toAdminApiKeys(deps, page.items), next_cursor: page.nextCursor };
}

/** The one key whose listed prefix this is (what `key:revoke` is given); a prefix that names none or two is refused. */
export async function keyByPrefix(deps: KeyDeskDeps, prefix: string): Promise<ApiKey> {
  if (!prefix.startsWith(API_KEY_PREFIX)) throw new AppError('validation', MESSAGES.apiKeyPrefixNeeded);
  const { items } = await deps.apiKeys.everyKey(prefix.slice(0, LISTED_PREFIX_LENGTH), { limit: 2, cursor: null });
  if (items.length === 0) throw new AppError('notFound', MESSAGES.apiKeyNotFound);
  if (items.length > 1) throw new AppError('validation', MESSAGES.apiKeyPrefixAmbiguous);
  return items[0]!;
}

/** Revokes the key (`revoked`) or restores it (`active`); a key already so is left alone and nothing is recorded. */
export async function setKeyRevocation(
  deps: KeyDeskDeps,
  operator: Operator,
  key: ApiKey,
  to: 'active' | 'revoked',
  reason: string,
): Promise<AdminApiKey> {
  const from = key.revokedAt === null ? 'active' : 'revoked';
  if (from !== to) {
    const now = deps.clock.now();
    const entry = auditEntry(now, operator, {
      action: to === 'revoked' ? 'key_revoke' : 'key_restore',
      subject: { kind: 'api_key', id: key.id },
      details: `${to === 'revoked' ? 'Revoked' : 'Restored'} the API key ${key.keyPrefix}… of member ${key.userId}`,
      before: { revocation: from },
      after: { revocation: to },
      reason,
    });
    const revokedAt = to === 'revoked' ? now.toISOString() : null;
    if (!(await deps.apiKeys.setRevoked(key, revokedAt, entry)))
      throw new AppError('notFound', MESSAGES.apiKeyNotFound);
  }
  const current = await deps.apiKeys.findByHash(key.keyHash);
  if (!current) throw new AppError('notFound', MESSAGES.apiKeyNotFound);
  return (await toAdminApiKeys(deps, [current]))[0]!;
}

/** PUT /admin/api-keys/{id}.php. */
export async function changeApiKeyRevocation(
  deps: KeyDeskDeps,
  operator: Operator,
  id: string,
  to: 'active' | 'revoked',
  reason: string,
): Promise<AdminApiKey> {
  const key = await deps.apiKeys.findById(id);
  if (!key) throw new AppError('notFound', MESSAGES.apiKeyNotFound);
  return setKeyRevocation(deps, operator, key, to, reason);
}
