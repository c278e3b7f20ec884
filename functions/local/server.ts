// The local origin: API paths go to the area handlers as API Gateway events, everything else to the SPA.

import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { isApiPath } from '../../shared/routes.js';
import { MAX_PAYLOAD_BYTES, lambdaContext, toApiGatewayEvent, writeResult } from './apigw-event.js';
import type { LocalFunctions } from './local-functions.js';
import type { ClockControl } from './simulators/clock.js';
import { handleSimulator } from './simulators/index.js';
import { SIMULATOR_PREFIX } from './simulators/paths.js';
import type { WebHandler } from './web-server.js';

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_PAYLOAD_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_PAYLOAD_BYTES ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The path of a request target, or null when the target is not a path (`*`, an absolute URL). */
function requestPath(target: string | undefined): string | null {
  if (!target?.startsWith('/')) return null;
  const url = `http://localhost${target}`;
  return URL.canParse(url) ? new URL(url).pathname : null;
}

function sendJson(response: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/**
 * The server and a setter for the SPA handler, which needs the server first (Vite shares its socket); `clock` is what
 * the local clock's page moves (docs/decisions/049).
 */
export function createLocalServer(
  functions: Pick<LocalFunctions, 'route' | 'area'>,
  clock: ClockControl,
): {
  server: http.Server;
  serveWeb(handler: WebHandler | null): void;
} {
  let web: WebHandler | null = null;
  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const pathname = requestPath(request.url);
    if (pathname === null) return sendJson(response, 400, { message: 'Bad Request' });
    const route = functions.route(pathname);
    if (pathname.startsWith(SIMULATOR_PREFIX)) {
      const body = await readBody(request);
      return handleSimulator(request, response, pathname, body ?? Buffer.alloc(0), clock).catch((error: unknown) => {
        console.error(error);
        if (!response.headersSent) sendJson(response, 500, { message: 'Simulator failed' });
      });
    }
    if (!route) {
      // Like API Gateway, an API path that no area serves is a JSON 404, never the SPA.
      if (web && !isApiPath(pathname)) return web(request, response);
      return sendJson(response, 404, { message: 'Not Found' });
    }
    try {
      const body = await readBody(request);
      if (body === null) return sendJson(response, 413, { message: 'Request Entity Too Large' });
      const handler = await functions.area(route.area);
      const event = toApiGatewayEvent(request, body, route.routeKey);
      writeResult(response, await handler(event, lambdaContext(route.area)));
    } catch (error) {
      // API Gateway answers 500 when a function itself fails; the function logged the details.
      console.error(error);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
    }
  };
  // No request may stop the server: whatever escapes is logged and answered, never an unhandled rejection.
  const server = http.createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      else response.destroy();
    });
  });
  return {
    server,
    serveWeb(handler) {
      web = handler;
    },
  };
}
