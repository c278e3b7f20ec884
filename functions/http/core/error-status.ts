// The one map from domain errors to HTTP status (docs/decisions/013 "Answers").

import type { ErrorKind } from '../../domain/errors.js';

export const ERROR_STATUS: Record<ErrorKind, number> = {
  validation: 400,
  invalidState: 400,
  unauthenticated: 401,
  insufficientBalance: 402,
  forbidden: 403,
  keyInactive: 403,
  accountDisabled: 403,
  subscriptionSuspended: 402,
  notFound: 404,
  emailExists: 409,
  tooManyRequests: 429,
  rateLimited: 429,
  /** A state-changing call whose body is not in a format the route accepts (docs/decisions/011). */
  unsupportedMediaType: 415,
  /** A payment provider failed or could not be reached. */
  providerUnavailable: 502,
  /** No number or SIM left to sell: 'Please try again later' (docs/decisions/007). */
  outOfStock: 503,
  /** A secret the route relies on is unset or a placeholder (docs/decisions/009). */
  unavailable: 503,
  /** The price is above the caller's `max_price` (docs/decisions/031). */
  priceAboveMax: 409,
  /** One `Idempotency-Key` for two different requests. */
  idempotencyMismatch: 422,
  /** The first call with this `Idempotency-Key` has not answered yet. */
  idempotencyInProgress: 409,
};
