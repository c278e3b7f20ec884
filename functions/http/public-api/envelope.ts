// The public API's own envelope (docs/decisions/024): `{success:true,data}`, or `{success:false,error:{code,message,
// details}}` with one code per kind of refusal.

import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiErrorCode } from '../../../shared/schemas/public-api.js';
import { BalanceShortfall, PriceAboveMax } from '../../domain/developer-api/key-purchases.js';
import type { ErrorKind } from '../../domain/errors.js';
import type { Refusal } from '../core/refusal.js';
import type { ApiResult } from '../core/response.js';

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

const CODE_OF_KIND: Record<ErrorKind, ApiErrorCode> = {
  validation: 'VALIDATION_ERROR',
  invalidState: 'INVALID_STATE',
  unauthenticated: 'UNAUTHORIZED',
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  forbidden: 'UNAUTHORIZED',
  keyInactive: 'KEY_INACTIVE',
  accountDisabled: 'ACCOUNT_DISABLED',
  subscriptionSuspended: 'SUBSCRIPTION_SUSPENDED',
  notFound: 'NOT_FOUND',
  emailExists: 'VALIDATION_ERROR',
  tooManyRequests: 'QUOTA_EXCEEDED',
  rateLimited: 'RATE_LIMITED',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  providerUnavailable: 'UNAVAILABLE',
  outOfStock: 'NO_NUMBERS',
  unavailable: 'UNAVAILABLE',
  priceAboveMax: 'PRICE_ABOVE_MAX',
  idempotencyMismatch: 'IDEMPOTENCY_KEY_REUSED',
  idempotencyInProgress: 'IDEMPOTENCY_IN_PROGRESS',
};

/** Refusals that come before any operation: an unknown path, a wrong method, a route not served, a bug. */
const CODE_OF_STATUS: Record<number, ApiErrorCode> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  501: 'UNAVAILABLE',
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return { statusCode: status, headers: { ...HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** An operation's body is the envelope's `data`, unless it is a document of its own. */
export function publicAnswer(result: ApiResult): APIGatewayProxyStructuredResultV2 {
  const body = result.document ? result.body : { success: true, data: result.body };
  return json(result.status ?? 200, body, result.headers);
}

export function publicRefusal({ status, message, error, headers }: Refusal): APIGatewayProxyStructuredResultV2 {
  const code = error ? CODE_OF_KIND[error.kind] : (CODE_OF_STATUS[status] ?? 'INTERNAL_ERROR');
  const details =
    error instanceof BalanceShortfall
      ? { required: error.required, available: error.available }
      : error instanceof PriceAboveMax
        ? { price: error.price, max_price: error.maxPrice }
        : (error?.details ?? null);
  return json(status, { success: false, error: { code, message, details } }, headers);
}
