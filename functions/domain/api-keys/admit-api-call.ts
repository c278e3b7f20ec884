// Who may make a public API call (docs/decisions/024): the key sent, found by its hash, active, paid up, its member's
// account switched on, and within its period's quota; the call is counted, and counted for the member's day, only when
// it is let through.

import { API_KEY_MONTHLY_QUOTA } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { ApiUsageRepository } from '../ports.js';
import type { ApiKey } from './api-key.js';
import type { ApiKeyDeps } from './api-key-deps.js';
import { countApiKeyRequest, findApiKey } from './api-key-usage.js';

/** The key's quota as the `RateLimit-*` headers tell it: calls left, and seconds until the period ends. */
export interface Quota {
  limit: number;
  remaining: number;
  resetS: number;
}

export function quotaOf(key: ApiKey, now: Date): Quota {
  return {
    limit: API_KEY_MONTHLY_QUOTA,
    remaining: Math.max(0, API_KEY_MONTHLY_QUOTA - key.requests),
    resetS: Math.max(0, Math.ceil((Date.parse(key.nextBilling) - now.getTime()) / 1000)),
  };
}

/** The UTC day a call is counted in, as `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** A call let through: its key, as counted, and the call's count for the member's day, which may finish later. */
export interface Admission {
  key: ApiKey;
  /** Settles while the operation runs: one round trip fewer before the answer. */
  dayCounted: Promise<void>;
}

/**
 * Lets a call through or refuses it. `onQuota` hears the key's quota as soon as the key is known, so a refusal
 * carries the headers too. Unknown, inactive and suspended keys count nothing; the count itself is one conditional
 * write, so parallel calls can never take more than the quota.
 */
export async function admitApiCall(
  deps: Pick<ApiKeyDeps, 'apiKeys' | 'clock' | 'users'> & { apiUsage: ApiUsageRepository },
  sentKey: string | undefined,
  onQuota: (quota: Quota) => void,
): Promise<Admission> {
  const key = sentKey ? await findApiKey(deps, sentKey) : null;
  if (!key) throw new AppError('unauthenticated', MESSAGES.apiKeyMissing);
  const now = deps.clock.now();
  onQuota(quotaOf(key, now));
  if (key.status !== 'active') throw new AppError('keyInactive', MESSAGES.apiKeyInactive);
  if (key.subscriptionStatus !== 'active') throw new AppError('subscriptionSuspended', MESSAGES.apiKeySuspended);
  // An account an operator switched off makes no calls either (docs/decisions/021 "Operator changes").
  const owner = await deps.users.findById(key.userId);
  if (!owner?.isActive) throw new AppError('keyInactive', MESSAGES.apiKeyOwnerInactive);
  const counted = await countApiKeyRequest(deps, key);
  if (counted === 'gone') throw new AppError('unauthenticated', MESSAGES.apiKeyMissing);
  if (counted === 'quotaExceeded') {
    const quota = { ...quotaOf(key, now), remaining: 0 };
    onQuota(quota);
    throw new AppError('tooManyRequests', MESSAGES.apiQuotaExceeded, undefined, quota.resetS);
  }
  onQuota(quotaOf(counted, now));
  return { key: counted, dayCounted: deps.apiUsage.countCall(counted.userId, utcDay(now)) };
}
