// Turns a Node HTTP request into the API Gateway v2 (HTTP API) event AWS would send, and the result back.

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { AREAS, areaRoutePath, type Area } from '../../shared/routes.js';
import { functionTimeoutMs } from './local-defaults.js';

/** API Gateway's payload limit: larger requests never reach a function. */
export const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

/** Bodies passed as text; any other (a multipart upload with its image too) arrives base64-encoded, as binary. */
const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript))/i;

export function toApiGatewayEvent(request: IncomingMessage, body: Buffer, area: Area): APIGatewayProxyEventV2 {
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
  const routeKey = `ANY ${areaRoutePath(area)}`;
  const greedy = routeKey.endsWith('/{proxy+}');
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(rawQueryString ? { queryStringParameters: Object.fromEntries(url.searchParams) } : {}),
    ...(greedy ? { pathParameters: { proxy: url.pathname.slice(AREAS[area].prefix.length + 1) } } : {}),
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

export function lambdaContext(area: string): Context {
  const deadline = Date.now() + functionTimeoutMs(process.env);
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${area}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${area}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/local-${area}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
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
