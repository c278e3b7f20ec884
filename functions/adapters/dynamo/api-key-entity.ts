// The ApiKey item, keyed by the key's SHA-256, its member's ApiKeyEntry and the member's ApiKeyCount (entity
// version 1; docs/decisions/018).

import type { ApiKey } from '../../domain/api-keys/api-key.js';
import type { ApiKeySummary } from '../../domain/api-keys/ports.js';
import { recordIdGsiPk } from './admin-index-keys.js';
import { userKey } from './user-entity.js';
import { entityItem, soleItemKey, storedFields } from './entity-item.js';

/** The key itself, found with one GetItem by the hash of what a caller sends. */
export const apiKeyKey = (keyHash: string) => soleItemKey('APIKEY', keyHash);
/** The member's entry for a key: lists and ownership are one Query of their own partition. */
export const apiKeyEntryKey = (userId: string, id: string) => ({ pk: userKey(userId).pk, sk: `APIKEY#${id}` });
export const API_KEY_ENTRY_SK_PREFIX = 'APIKEY#';
/** How many keys the member has: the limit's condition is on this item. */
export const apiKeyCountKey = (userId: string) => ({ pk: userKey(userId).pk, sk: 'APIKEYCOUNT' });

/** gsi1's partition listing every key newest first, for the operations desk (docs/decisions/059). */
export const ALL_API_KEYS_GSI_PK = 'APIKEYS';

/** The operations desk's index entries: every key newest first on gsi1, one key by its id on gsi2. */
export const apiKeyIndexEntries = (key: Pick<ApiKey, 'id' | 'createdAt'>) => ({
  gsi1pk: ALL_API_KEYS_GSI_PK,
  gsi1sk: `${key.createdAt}#${key.id}`,
  gsi2pk: recordIdGsiPk(key.id),
  gsi2sk: 'APIKEY',
});

export function apiKeyToItem(key: ApiKey) {
  return entityItem('ApiKey', { ...apiKeyKey(key.keyHash), ...apiKeyIndexEntries(key) }, key);
}

export function apiKeyFromItem(item: Record<string, unknown>): ApiKey {
  const fields = storedFields<ApiKey>(item);
  return {
    ...fields.as('id', 'userId', 'name', 'keyHash', 'keyPrefix', 'status', 'plan', 'subscriptionStatus', 'createdAt'),
    ...fields.as('nextBilling', 'renewalDueAt', 'requests'),
    ...fields.orNull('lastUsed', 'webhookUrl', 'webhookSecret', 'revokedAt'),
    webhookFormat: (item.webhookFormat as ApiKey['webhookFormat'] | undefined) ?? 'standard',
  };
}

export function apiKeyEntryToItem(key: ApiKey) {
  return entityItem('ApiKeyEntry', apiKeyEntryKey(key.userId, key.id), {
    id: key.id,
    keyHash: key.keyHash,
    keyPrefix: key.keyPrefix,
    status: key.status,
    createdAt: key.createdAt,
  });
}

export function apiKeyEntryFromItem(item: Record<string, unknown>): ApiKeySummary & { keyHash: string } {
  return storedFields<ApiKeySummary & { keyHash: string }>(item).as(
    'id',
    'keyHash',
    'keyPrefix',
    'status',
    'createdAt',
  );
}
