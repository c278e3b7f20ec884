// A loopback front for an emulator (DynamoDB Local, the SES emulator): forwards each request as it came, unless the
// fault rule answers it instead, with the error the AWS service itself would send.

import http from 'node:http';

export interface ForwardedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface CannedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The request's try as the AWS SDK numbers it (`amz-sdk-request: attempt=2; max=3`); a request without one: 1 of 1. */
export function sdkAttempt(headers: http.IncomingHttpHeaders): { attempt: number; max: number } {
  const value = String(headers['amz-sdk-request'] ?? '');
  const attempt = Number(/attempt=(\d+)/.exec(value)?.[1] ?? 1);
  const max = Number(/max=(\d+)/.exec(value)?.[1] ?? 1);
  return { attempt, max };
}

export interface RunningFaultyEndpoint {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startFaultyEndpoint(options: {
  port: number;
  /** The emulator's own address, e.g. http://127.0.0.1:8000. */
  target: string;
  fault: (request: ForwardedRequest) => CannedAnswer | null;
}): Promise<RunningFaultyEndpoint> {
  const target = new URL(options.target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const forwarded = {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      const canned = options.fault(forwarded);
      if (canned) {
        response.writeHead(canned.status, { ...canned.headers, 'content-length': Buffer.byteLength(canned.body) });
        response.end(canned.body);
        return;
      }
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: forwarded.method,
          path: forwarded.url,
          headers: forwarded.headers,
          agent,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      upstream.end(forwarded.body);
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
