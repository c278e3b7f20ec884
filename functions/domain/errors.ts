// Domain errors: each kind maps to one HTTP status in http/core/error-status.ts.

import type { FieldErrors } from '../../shared/envelope.js';

export type ErrorKind =
  | 'validation'
  /** The request is well formed but the record's state does not allow it (a cancel after the code arrived). */
  | 'invalidState'
  | 'unauthenticated'
  | 'insufficientBalance'
  | 'forbidden'
  /** An API key its member disabled. */
  | 'keyInactive'
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
  | 'unavailable';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details?: FieldErrors,
    /** For 'tooManyRequests' and 'rateLimited': seconds until the caller may try again (the Retry-After header). */
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
