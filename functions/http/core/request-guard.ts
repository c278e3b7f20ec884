// The cross-site guard every area runs before an operation: a state-changing call comes from the site's own origin
// and sends its body in a format its route accepts (docs/decisions/011).

import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../domain/errors.js';
import type { ApiRequest } from './request.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE']);

/** The media type of a Content-Type header without its parameters (`; charset=utf-8`), lower-case. */
function mediaType(header: string | undefined): string | undefined {
  return header?.split(';')[0]?.trim().toLowerCase();
}

/**
 * `siteOrigin` is the origin of PUBLIC_URL. A present Origin other than it is a 403 (the public API's callers are
 * servers holding a key, so its routes do not look at Origin). Runs before anything else looks at the call.
 */
export function guardOrigin(request: ApiRequest, siteOrigin: string): void {
  const route = request.match.route;
  if (!STATE_CHANGING.has(route.method) || route.accepts === 'provider') return;
  const origin = request.headers.origin;
  if (route.access !== 'apiKey' && origin !== undefined && origin !== siteOrigin) {
    throw new AppError('forbidden', MESSAGES.foreignOrigin);
  }
}

/**
 * A body or Content-Type outside the route's `accepts` is a 415. A call with neither body nor Content-Type (logout)
 * passes. Runs after access is checked, so a visitor or a member learns only that the call is not theirs (401/403),
 * whatever they sent. The webhooks check their providers' signatures instead.
 */
export function guardMediaType(request: ApiRequest): void {
  const route = request.match.route;
  if (!STATE_CHANGING.has(route.method) || route.accepts === 'provider') return;
  const type = mediaType(request.headers['content-type']);
  if ((type !== undefined || request.rawBody !== '') && !(type !== undefined && route.accepts.includes(type))) {
    throw new AppError('unsupportedMediaType', MESSAGES.jsonRequired);
  }
}
