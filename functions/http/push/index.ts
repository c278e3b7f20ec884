// The WebSocket API's Lambda (docs/decisions/041): `$connect` admits a socket to watch one order or lease and keeps it,
// `$disconnect` forgets it. Pages send nothing: any other route is ignored.

import middy from '@middy/core';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { pushWatchQuery } from '../../../shared/schemas/push.js';
import { dependencies } from '../../adapters/dependencies.js';
import { logger } from '../../adapters/logger.js';
import { observability } from '../../adapters/observability.js';
import { settings } from '../../config.js';
import { authoriseWatch, startWatching } from '../../domain/push/watch-order.js';
import { AppError } from '../../domain/errors.js';
import { parseCookies, sessionCookieName } from '../core/cookies.js';
import { ERROR_STATUS } from '../core/error-status.js';
import { guardOrigin } from '../core/origin-guard.js';

/** `$connect` carries the handshake's headers and query, which the v2 event type leaves out. */
export type PushSocketEvent = APIGatewayProxyWebsocketEventV2 & {
  headers?: Record<string, string | undefined>;
  queryStringParameters?: Record<string, string | undefined>;
};

const answer = (statusCode: number): APIGatewayProxyResultV2 => ({ statusCode });

function header(event: PushSocketEvent, name: string): string | undefined {
  const found = Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return found?.[1];
}

/**
 * The handshake came through CloudFront, which adds the origin header, and not to the WebSocket API's own address
 * (docs/decisions/057): the areas' check, with the same rotation window; null when it passes.
 */
async function refusedOrigin(event: PushSocketEvent): Promise<number | null> {
  if (settings().ORIGIN_CHECK === 'off') return null;
  // API Gateway hands the handshake's header names as the client wrote them.
  const headers = Object.fromEntries(
    Object.entries(event.headers ?? {}).map(([key, value]) => [key.toLowerCase(), value]),
  );
  try {
    await guardOrigin(headers, await dependencies());
    return null;
  } catch (error) {
    if (error instanceof AppError) return ERROR_STATUS[error.kind];
    throw error;
  }
}

async function connect(event: PushSocketEvent): Promise<APIGatewayProxyResultV2> {
  const refused = await refusedOrigin(event);
  if (refused !== null) return answer(refused);
  const deps = await dependencies();
  // A page of another site may open a socket to us with the member's cookies: only our own pages may (no CORS here).
  if (header(event, 'origin') !== new URL(deps.publicUrl).origin) return answer(403);
  const watch = pushWatchQuery.safeParse(event.queryStringParameters ?? {});
  if (!watch.success) return answer(400);
  const token = parseCookies(undefined, header(event, 'cookie'))[sessionCookieName(deps.cookieSecure)] ?? null;
  const admission = await authoriseWatch(deps, watch.data, token);
  if (!admission) return answer(403);
  const watching = await startWatching(deps, event.requestContext.connectionId, admission);
  return answer(watching === 'full' ? 429 : 200);
}

export const handler = middy<PushSocketEvent, APIGatewayProxyResultV2, Error, Context>()
  .use(observability())
  .handler(async (event) => {
    const { routeKey, connectionId } = event.requestContext;
    if (routeKey === '$connect') return connect(event);
    if (routeKey === '$disconnect') {
      await (await dependencies()).pushConnections.remove(connectionId);
      logger.debug('Push socket closed', { connectionId });
    }
    return answer(200);
  });
