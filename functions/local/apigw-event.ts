// Turns a Node HTTP request into the API Gateway v2 (HTTP API) event AWS would send, and the result back.

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { functionTimeoutMs } from './local-defaults.js';

/** API Gateway's payload limit: larger requests never reach a function. */
export const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

/** Bodies passed as text; any other (a multipart upload with its image too) arrives base64-encoded, as binary. */
const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript))/i;

/** What a greedy route key (`ANY /prefix/{proxy+}`) ends with: the rest of the path becomes `pathParameters.proxy`. */
const GREEDY = '/{proxy+}';

/** The event of a request reaching `routeKey` (`ANY <path>`, as in the template and areaRoutePath). */
export function toApiGatewayEvent(request: IncomingMessage, body: Buffer, routeKey: string): APIGatewayProxyEventV2 {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookieHeader = request.headers.cookie;
  const cookies = cookieHeader
    ? cookieHeader
        .split(';')
        .map((pair) => pair.trim())
        .filter(Boolean)
    : undefined;
  const rawQueryString = url.search.replace(/^\?/, '');
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  const prefix = routeKey.endsWith(GREEDY) ? routeKey.slice(routeKey.indexOf(' ') + 1, -GREEDY.length) : null;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(rawQueryString ? { queryStringParameters: Object.fromEntries(url.searchParams) } : {}),
    ...(prefix !== null ? { pathParameters: { proxy: url.pathname.slice(prefix.length + 1) } } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };
}

/**
 * The context of one invocation of `name`, with `timeoutMs` left (the function's timeout unless given), counted on
 * this thread's monotonic clock: moving the local clock (docs/decisions/049) does not eat into it.
 */
export function lambdaContext(name: string, timeoutMs = functionTimeoutMs(process.env)): Context {
  const deadline = performance.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${name}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${name}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/local-${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, Math.round(deadline - performance.now())),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export function writeResult(response: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  headers['content-length'] = String(body.length);
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(body);
}
