// Shapes every answer as the JSON envelope API Gateway returns.

import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiFailure, FailureFlags, FieldErrors } from '../../../shared/envelope.js';

export interface ApiResult {
  status?: number;
  body: Record<string, unknown>;
  cookies?: string[];
  headers?: Record<string, string>;
  /** A document sent as it is, outside an area's own envelope (the public API's OpenAPI document). */
  document?: boolean;
  /** Text in a media type of its own, sent instead of the JSON body (the empty TwiML answer Twilio expects). */
  text?: { contentType: string; body: string };
}

const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function toHttpResponse(result: ApiResult): APIGatewayProxyStructuredResultV2 {
  if (result.text) {
    return {
      statusCode: result.status ?? 200,
      headers: { ...BASE_HEADERS, ...result.headers, 'content-type': result.text.contentType },
      body: result.text.body,
    };
  }
  return {
    statusCode: result.status ?? 200,
    headers: { ...BASE_HEADERS, ...result.headers },
    ...(result.cookies ? { cookies: result.cookies } : {}),
    body: JSON.stringify({ success: true, ...result.body }),
  };
}

export function failure(
  status: number,
  error: string,
  details?: FieldErrors,
  headers?: Record<string, string>,
  flags?: FailureFlags,
): APIGatewayProxyStructuredResultV2 {
  const body: ApiFailure = { success: false, error, ...(details ? { details } : {}), ...flags };
  return { statusCode: status, headers: { ...BASE_HEADERS, ...headers }, body: JSON.stringify(body) };
}
