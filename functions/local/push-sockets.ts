// The local WebSocket API (docs/decisions/041): the site's server upgrades PUSH_PATH, runs the same `$connect` and
// `$disconnect` handler API Gateway would (its source, or under HANDLERS=bundled its bundle), and keeps the admitted
// sockets; a loopback-only server emulates API Gateway's management API (`POST /@connections/{id}` sends, `DELETE`
// closes, 410 GoneException for a socket that is no more), which the SMS consumer's push adapter calls as in AWS.

import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { PUSH_PATH } from '../../shared/schemas/push.js';
import type { PushSocketEvent } from '../http/push/index.js';
import { lambdaContext } from './apigw-event.js';
import type { PushHandler } from './local-functions.js';

/** API Gateway WebSocket API's largest frame. */
const MAX_FRAME_BYTES = 32 * 1024;

/** API Gateway's connection ids: 12 random bytes in base64, e.g. `L0SM9cOFvHcCIhw=`. */
const newConnectionId = () => randomBytes(12).toString('base64');

function socketEvent(routeKey: string, connectionId: string, request?: IncomingMessage): PushSocketEvent {
  const now = Date.now();
  const url = new URL(request?.url ?? '/', 'http://localhost');
  const headers = Object.fromEntries(
    Object.entries(request?.headers ?? {}).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(',') : value,
    ]),
  );
  return {
    headers,
    queryStringParameters: Object.fromEntries(url.searchParams),
    requestContext: {
      routeKey,
      messageId: randomBytes(8).toString('hex'),
      eventType: routeKey === '$connect' ? 'CONNECT' : 'DISCONNECT',
      extendedRequestId: randomBytes(8).toString('hex'),
      requestTime: new Date().toUTCString(),
      messageDirection: 'IN',
      stage: 'local',
      connectedAt: now,
      requestTimeEpoch: now,
      requestId: randomBytes(8).toString('hex'),
      domainName: request?.headers.host ?? 'localhost',
      connectionId,
      apiId: 'local',
    },
    isBase64Encoded: false,
  };
}

const statusOf = (result: unknown) => (result as { statusCode?: number } | undefined)?.statusCode ?? 500;

export interface LocalPushSockets {
  /** The management API's address, for PUSH_ENDPOINT. */
  endpoint: string;
  stop(): Promise<void>;
}

export async function startPushSockets(options: {
  server: http.Server;
  managementPort: number;
  handler: () => Promise<PushHandler>;
}): Promise<LocalPushSockets> {
  const sockets = new Map<string, WebSocket>();
  // API Gateway takes frames of 32 KB at most; pages send nothing, so nothing bigger is read.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });

  const refuse = (socket: Duplex, status: number) => {
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  };

  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const connectionId = newConnectionId();
    const handler = await options.handler();
    const status = statusOf(await handler(socketEvent('$connect', connectionId, request), lambdaContext('push')));
    if (status !== 200) return refuse(socket, status);
    wss.handleUpgrade(request, socket, head, (ws) => {
      sockets.set(connectionId, ws);
      // A frame over the limit (or a broken connection) closes the socket; unheard, its error would stop the server.
      ws.on('error', (error) => console.warn(`push socket ${connectionId}: ${error.message}`));
      ws.on('close', () => {
        sockets.delete(connectionId);
        void handler(socketEvent('$disconnect', connectionId), lambdaContext('push')).catch((error: unknown) =>
          console.error(error),
        );
      });
    });
  };

  // Other upgrades (Vite's hot reload under npm run dev) are left to their own listeners.
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== PUSH_PATH) return;
    upgrade(request, socket, head).catch((error: unknown) => {
      console.error(error);
      refuse(socket, 500);
    });
  };
  options.server.on('upgrade', onUpgrade);

  const management = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const match = /^\/@connections\/([^/?]+)$/.exec(request.url ?? '');
      const ws = match ? sockets.get(decodeURIComponent(match[1]!)) : undefined;
      if (!match || (request.method !== 'POST' && request.method !== 'DELETE')) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
      } else if (!ws || ws.readyState !== ws.OPEN) {
        response
          .writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' })
          .end('{"message":"Gone"}');
      } else if (request.method === 'DELETE') {
        // API Gateway closes with 1005 (no status); the close then runs $disconnect as any other.
        ws.close();
        response.writeHead(204).end();
      } else {
        ws.send(Buffer.concat(chunks).toString('utf8'));
        response.writeHead(200).end();
      }
    });
  });
  await new Promise<void>((resolve) => management.listen(options.managementPort, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${options.managementPort}`,
    stop: () =>
      new Promise((resolve) => {
        options.server.off('upgrade', onUpgrade);
        for (const ws of sockets.values()) ws.terminate();
        wss.close();
        management.closeAllConnections();
        management.close(() => resolve());
      }),
  };
}
