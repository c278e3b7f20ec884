// Who may make a public API call (docs/decisions/024, 030): the key sent, found by its hash, within its per-second
// limit, active, paid up, its member's account switched on; a purchase is also counted against the period's quota.
// Reads are not counted: what a read costs the table is the key's lookup (docs/decisions/035 "Polls"); the member's
// count for the day is gathered in memory and written once a window, the key's `lastUsed` once a minute; whether the
// member's account is switched on is read with each call. The key and the member are read eventually consistently
// (docs/decisions/047 "Polls"): a key revoked or an account switched off a moment ago may still read for that
// moment; a purchase is checked again on what its own writes see (countPurchase, keyMember).

import { API_KEY_MONTHLY_QUOTA } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { ApiUsageRepository } from './ports.js';
import type { ApiKey } from './api-key.js';
import type { ApiKeyDeps } from './api-key-deps.js';
import { countApiKeyRequest, findApiKey } from './api-key-usage.js';
import { CallRateLimiter } from './call-rate.js';
import { CallTally } from './call-tally.js';
import { eventuallyThenStrongly } from '../read-cheaply.js';

/** A limit as the `RateLimit-*` headers tell it: calls left, and seconds until it is whole again. */
export interface Quota {
  limit: number;
  remaining: number;
  resetS: number;
}

/** The period's purchases: how many are left, and seconds until the period ends. */
export function quotaOf(key: ApiKey, now: Date): Quota {
  return {
    limit: API_KEY_MONTHLY_QUOTA,
    remaining: Math.max(0, API_KEY_MONTHLY_QUOTA - key.requests),
    resetS: Math.max(0, Math.ceil((Date.parse(key.nextBilling) - now.getTime()) / 1000)),
  };
}

/** The UTC day a call is counted in, as `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** A call let through: its key, and the call's count for the member's day, which may finish later. */
export interface Admission {
  key: ApiKey;
  /** Settles while the operation runs: one round trip fewer before the answer. */
  dayCounted: Promise<void>;
}

type AdmitDeps = Pick<ApiKeyDeps, 'apiKeys' | 'clock' | 'users'> & { apiUsage: ApiUsageRepository };

/** A revoked key, or one whose subscription is suspended, makes no calls. */
function usable(key: ApiKey): void {
  if (key.revokedAt !== null) throw new AppError('keyInactive', MESSAGES.apiKeyRevoked);
  if (key.status !== 'active') throw new AppError('keyInactive', MESSAGES.apiKeyInactive);
  if (key.subscriptionStatus !== 'active') throw new AppError('subscriptionSuspended', MESSAGES.apiKeySuspended);
}

/** This function instance's buckets: one per key that called it (docs/decisions/030 "The quota"). */
const callRate = new CallRateLimiter();
/** This function instance's calls per member and day, written once a window (docs/decisions/035 "Polls"). */
const callTally = new CallTally();

/**
 * Lets a call through or refuses it. `onLimit` hears the per-second limit as soon as the key is known, so a refusal
 * carries the headers too. A call over the limit is refused with 'rateLimited' and the seconds to wait; unknown,
 * inactive and suspended keys are refused after it, so they cannot be used to hammer the table either.
 */
export async function admitApiCall(
  deps: AdmitDeps,
  sentKey: string | undefined,
  onLimit: (limit: Quota) => void,
): Promise<Admission> {
  const key = sentKey ? await eventuallyThenStrongly((consistency) => findApiKey(deps, sentKey, consistency)) : null;
  if (!key) throw new AppError('unauthenticated', MESSAGES.apiKeyMissing);
  const now = deps.clock.now();
  const rate = callRate.take(key.keyHash, now.getTime());
  onLimit({ limit: rate.limit, remaining: rate.remaining, resetS: rate.resetS });
  if (!rate.allowed) throw new AppError('rateLimited', MESSAGES.apiRateLimited, undefined, rate.retryAfterS);
  usable(key);
  // An account an operator switched off makes no calls either (docs/decisions/021 "Operator changes").
  const owner = await eventuallyThenStrongly((consistency) => deps.users.findById(key.userId, consistency));
  if (!owner?.isActive) throw new AppError('accountDisabled', MESSAGES.apiKeyOwnerInactive);
  const touched = callRate.shouldTouch(key.keyHash, now.getTime()) ? deps.apiKeys.touch(key, now) : undefined;
  const dayCounted = callTally.add(key.userId, utcDay(now), now.getTime(), (userId, day, count) =>
    deps.apiUsage.countCalls(userId, day, count),
  );
  return { key, dayCounted: Promise.all([touched, dayCounted]).then(() => undefined) };
}

/**
 * Counts a purchase against the key's period, atomically: however many race, at most the quota pass. `onQuota` hears
 * the period's count, which is then the limit the answer's headers tell.
 */
export async function countPurchase(
  deps: Pick<ApiKeyDeps, 'apiKeys' | 'clock'>,
  key: ApiKey,
  onQuota: (quota: Quota) => void,
): Promise<ApiKey> {
  const now = deps.clock.now();
  const counted = await countApiKeyRequest(deps, key);
  if (counted === 'gone') throw new AppError('unauthenticated', MESSAGES.apiKeyMissing);
  if (counted === 'quotaExceeded') {
    const quota = { ...quotaOf(key, now), remaining: 0 };
    onQuota(quota);
    throw new AppError('tooManyRequests', MESSAGES.apiQuotaExceeded, undefined, Math.max(1, quota.resetS));
  }
  // The key as the count's own write found it: admission's eventually consistent read may be a moment old.
  usable(counted);
  onQuota(quotaOf(counted, now));
  return counted;
}
