// What the public API needs from a key (docs/decisions/018): finding it by the key sent, and counting a call.

import { API_KEY_MONTHLY_QUOTA } from '../../../shared/constants.js';
import { hashApiKey, type ApiKey } from './api-key.js';
import type { ApiKeyDeps } from './api-key-deps.js';

/** The key a caller sent, found by its SHA-256 with one read; null when unknown. */
export function findApiKey(
  deps: Pick<ApiKeyDeps, 'apiKeys'>,
  sentKey: string,
  consistency: 'strong' | 'eventual' = 'strong',
): Promise<ApiKey | null> {
  return deps.apiKeys.findByHash(hashApiKey(sentKey), consistency);
}

/**
 * Counts one call in the key's period and records when it was made, atomically: the key as counted, 'quotaExceeded'
 * once the period's 1,000 calls are used, 'gone' when it was deleted meanwhile (nothing counted in either case).
 * Whether an inactive or suspended key may call at all is the public API's rule, checked before.
 */
export function countApiKeyRequest(
  deps: Pick<ApiKeyDeps, 'apiKeys' | 'clock'>,
  key: ApiKey,
): Promise<ApiKey | 'quotaExceeded' | 'gone'> {
  return deps.apiKeys.countRequest(key, API_KEY_MONTHLY_QUOTA, deps.clock.now());
}
