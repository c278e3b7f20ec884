// The ApiKey item, keyed by the key's SHA-256, its member's ApiKeyEntry and the member's ApiKeyCount (entity
// version 1; docs/decisions/018).

import type { ApiKey } from '../../domain/api-keys/api-key.js';
import type { ApiKeySummary } from '../../domain/api-keys/ports.js';
import { userKey } from './user-entity.js';

/** The key itself, found with one GetItem by the hash of what a caller sends. */
export const apiKeyKey = (keyHash: string) => ({ pk: `APIKEY#${keyHash}`, sk: 'APIKEY' });
/** The member's entry for a key: lists and ownership are one Query of their own partition. */
export const apiKeyEntryKey = (userId: string, id: string) => ({ pk: userKey(userId).pk, sk: `APIKEY#${id}` });
export const API_KEY_ENTRY_SK_PREFIX = 'APIKEY#';
/** How many keys the member has: the limit's condition is on this item. */
export const apiKeyCountKey = (userId: string) => ({ pk: userKey(userId).pk, sk: 'APIKEYCOUNT' });

export function apiKeyToItem(key: ApiKey) {
  return { ...apiKeyKey(key.keyHash), entity: 'ApiKey', version: 1, ...key };
}

export function apiKeyFromItem(item: Record<string, unknown>): ApiKey {
  return {
    id: item.id as string,
    userId: item.userId as string,
    name: item.name as string,
    keyHash: item.keyHash as string,
    keyPrefix: item.keyPrefix as string,
    status: item.status as ApiKey['status'],
    plan: item.plan as ApiKey['plan'],
    subscriptionStatus: item.subscriptionStatus as ApiKey['subscriptionStatus'],
    createdAt: item.createdAt as string,
    nextBilling: item.nextBilling as string,
    renewalDueAt: item.renewalDueAt as string,
    requests: item.requests as number,
    lastUsed: (item.lastUsed as string | null | undefined) ?? null,
    webhookUrl: (item.webhookUrl as string | null | undefined) ?? null,
    webhookSecret: (item.webhookSecret as string | null | undefined) ?? null,
    webhookFormat: (item.webhookFormat as ApiKey['webhookFormat'] | undefined) ?? 'standard',
  };
}

export function apiKeyEntryToItem(key: ApiKey) {
  return {
    ...apiKeyEntryKey(key.userId, key.id),
    entity: 'ApiKeyEntry',
    version: 1,
    id: key.id,
    keyHash: key.keyHash,
    keyPrefix: key.keyPrefix,
    status: key.status,
    createdAt: key.createdAt,
  };
}

export function apiKeyEntryFromItem(item: Record<string, unknown>): ApiKeySummary & { keyHash: string } {
  return {
    id: item.id as string,
    keyHash: item.keyHash as string,
    keyPrefix: item.keyPrefix as string,
    status: item.status as ApiKeySummary['status'],
    createdAt: item.createdAt as string,
  };
}
