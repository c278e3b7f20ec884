// Domain errors: each kind maps to one HTTP status in http/core/error-status.ts.

import type { FailureFlags, FieldErrors } from '../../shared/envelope.js';

export type ErrorKind =
  | 'validation'
  /** The request is well formed but the record's state does not allow it (a cancel after the code arrived). */
  | 'invalidState'
  | 'unauthenticated'
  | 'insufficientBalance'
  | 'forbidden'
  /** An API key its member disabled. */
  | 'keyInactive'
  /** An account an operator switched off (docs/decisions/059): its keys and its sign-in are refused. */
  | 'accountDisabled'
  /** An API key whose renewal could not be paid (docs/decisions/018). */
  | 'subscriptionSuspended'
  | 'notFound'
  | 'emailExists'
  | 'tooManyRequests'
  /** An API key over its per-second limit (docs/decisions/030); `tooManyRequests` is its period's purchases. */
  | 'rateLimited'
  | 'unsupportedMediaType'
  | 'providerUnavailable'
  | 'outOfStock'
  /** Something the request relies on is not set up (a secret still a placeholder): refused, not guessed. */
  | 'unavailable'
  /** The catalogue's price is above the `max_price` the developer sent: nothing bought (docs/decisions/031). */
  | 'priceAboveMax'
  /** An `Idempotency-Key` sent again with another route or body (docs/decisions/031). */
  | 'idempotencyMismatch'
  /** An `Idempotency-Key` whose first call is still running. */
  | 'idempotencyInProgress';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details?: FieldErrors,
    /** For 'tooManyRequests' and 'rateLimited': seconds until the caller may try again (the Retry-After header). */
    readonly retryAfterS?: number,
    /** What the refusal carries besides its message: the code the client acts on (docs/decisions/042). */
    readonly flags?: FailureFlags,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
