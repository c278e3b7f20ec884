// The WebSocket API's Lambda (docs/decisions/041): `$connect` admits a socket to watch one order or lease and keeps it,
// `$disconnect` forgets it. Pages send nothing: any other route is ignored.

import middy from '@middy/core';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { pushWatchQuery } from '../../../shared/schemas/push.js';
import { dependencies } from '../../adapters/dependencies.js';
import { logger } from '../../adapters/logger.js';
import { observability } from '../../adapters/observability.js';
import { authoriseWatch, startWatching } from '../../domain/push/watch-order.js';
import { parseCookies, sessionCookieName } from '../core/cookies.js';

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

async function connect(event: PushSocketEvent): Promise<APIGatewayProxyResultV2> {
  const deps = await dependencies();
  // A page of another site may open a socket to us with the member's cookies: only our own pages may (no CORS here).
  if (header(event, 'origin') !== new URL(deps.publicUrl).origin) return answer(403);
  const watch = pushWatchQuery.safeParse(event.queryStringParameters ?? {});
  if (!watch.success) return answer(400);
  const token = parseCookies(undefined, header(event, 'cookie'))[sessionCookieName(deps.cookieSecure)] ?? null;
  const topic = await authoriseWatch(deps, watch.data, token);
  if (!topic) return answer(403);
  const watching = await startWatching(deps, event.requestContext.connectionId, topic);
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
