// The first check of every API request in AWS: it came through CloudFront, which adds ORIGIN_SECRET_HEADER, and not
// straight to the HTTP API's own URL, where a caller could set CloudFront's client-address header itself
// (docs/decisions/027 "Edge").

import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { MESSAGES } from '../../../shared/messages.js';
import { dependencies, type Dependencies } from '../../adapters/dependencies.js';
import { logger } from '../../adapters/logger.js';
import { ORIGIN_SECRET_HEADER } from '../../adapters/secret-rules.js';
import { settings } from '../../config.js';
import { AppError } from '../../domain/errors.js';
import type { Refusal } from './refusal.js';
import { ERROR_STATUS } from './error-status.js';

/** Equal strings, compared in a time that does not depend on where they differ. */
function same(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * Passes a request carrying ORIGIN_SECRET, or the value it had before its last change (the rotation window: CloudFront
 * sends the old value until the deploy that follows a rotation). Anything else is 403; an unusable ORIGIN_SECRET
 * refuses every request (503).
 */
export async function guardOrigin(
  headers: APIGatewayProxyEventV2['headers'] | undefined,
  deps: Pick<Dependencies, 'secret' | 'previousSecret'>,
): Promise<void> {
  const current = await deps.secret('ORIGIN_SECRET');
  const sent = headers?.[ORIGIN_SECRET_HEADER];
  if (sent !== undefined) {
    if (same(sent, current)) return;
    const previous = await deps.previousSecret('ORIGIN_SECRET');
    if (previous !== null && same(sent, previous)) return;
  }
  throw new AppError('forbidden', MESSAGES.forbidden);
}

/** The check as the area handler's first middleware, refusing in the area's own wording; off only by ORIGIN_CHECK. */
export function originGuard(
  refuse: (refusal: Refusal) => APIGatewayProxyStructuredResultV2,
): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: async ({ event }) => {
      if (settings().ORIGIN_CHECK === 'off') return undefined;
      try {
        await guardOrigin(event.headers, await dependencies());
        return undefined;
      } catch (error) {
        if (error instanceof AppError) {
          return refuse({ status: ERROR_STATUS[error.kind], message: error.message, error, headers: {} });
        }
        logger.error('The origin check failed', { error: error as Error });
        return refuse({ status: 500, message: MESSAGES.internalError, headers: {} });
      }
    },
  };
}
