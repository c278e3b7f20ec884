// The 'apiKey' access of the route table: the key the caller sent is admitted within its per-second limit before any
// operation runs (its count for the day finishing while the operation runs), a purchase is counted against the
// period's quota, and the limit that applies goes out as `RateLimit-*` headers on every answer (docs/decisions/024,
// 030).

import { MESSAGES } from '../../../shared/messages.js';
import { admitApiCall, countPurchase, type Quota } from '../../domain/api-keys/admit-api-call.js';
import type { ApiKey } from '../../domain/api-keys/api-key.js';
import { AppError } from '../../domain/errors.js';
import type { Dependencies } from '../../adapters/dependencies.js';
import { logger } from '../../adapters/logger.js';
import type { ApiRequest } from './request.js';

/** `Authorization: Bearer <key>`, the public API's way of sending the key. */
export function bearerKey(request: ApiRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export async function apiKeyAccess(
  request: ApiRequest,
  deps: Dependencies,
  sentKey: string | undefined,
): Promise<void> {
  const { key, dayCounted } = await admitApiCall(deps, sentKey, (limit) => setLimitHeaders(request, limit));
  request.apiKey = key;
  // The day's count is the dashboard's figure, not the call's outcome: a failure to count is logged, and the call (an
  // order perhaps already bought) is still answered.
  request.settling = dayCounted.catch((error: unknown) =>
    logger.error('An API call was not counted for its day', { error: error as Error }),
  );
  if (request.match.route.purchase) await countKeyPurchase(request, deps);
}

/** The limit that applies to the call, as `RateLimit-*` headers: the per-second one, or the period's purchases. */
function setLimitHeaders(request: ApiRequest, limit: Quota): void {
  request.answerHeaders['ratelimit-limit'] = String(limit.limit);
  request.answerHeaders['ratelimit-remaining'] = String(limit.remaining);
  request.answerHeaders['ratelimit-reset'] = String(limit.resetS);
}

/**
 * Counts the call as a purchase of the caller's key (docs/decisions/030 "The quota"): at the edge for a route the
 * table marks `purchase`, by the operation itself where one route serves many actions (the sms-activate protocol).
 */
export async function countKeyPurchase(request: ApiRequest, deps: Dependencies): Promise<void> {
  request.apiKey = await countPurchase(deps, callerKey(request), (quota) => setLimitHeaders(request, quota));
}

/** The key that made the call, on an 'apiKey' route (the area handler has already admitted it). */
export function callerKey(request: ApiRequest): ApiKey {
  if (!request.apiKey) throw new AppError('unauthenticated', MESSAGES.apiKeyMissing);
  return request.apiKey;
}
