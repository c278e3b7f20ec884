// The sms-activate protocol's wire (docs/decisions/024): the call's parameters from the query or a posted form, and
// answers as plain-text words (status 200) or, for the price lists, JSON.

import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ErrorKind } from '../../domain/errors.js';
import type { Refusal } from '../core/area-handler.js';
import type { ApiRequest } from '../core/request.js';
import type { ApiResult } from '../core/response.js';

const BASE_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** The query's parameters, and a posted form's on top. */
export function protocolParams(request: ApiRequest): Record<string, string> {
  const form = request.match.route.method === 'POST' ? new URLSearchParams(request.rawBody) : [];
  return { ...request.query, ...Object.fromEntries(form) };
}

export const protocolKey = (request: ApiRequest) => protocolParams(request).api_key;

/** A one-word (or `WORD:value`) answer. */
export const word = (text: string): ApiResult => ({ body: { text } });
/** A JSON answer, exactly this object. */
export const json = (value: Record<string, unknown>): ApiResult => ({ body: { json: value } });

export function protocolAnswer(result: ApiResult): APIGatewayProxyStructuredResultV2 {
  const { text, json: value } = result.body as { text?: string; json?: unknown };
  if (text !== undefined) {
    return {
      statusCode: 200,
      headers: { ...BASE_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...result.headers },
      body: text,
    };
  }
  return {
    statusCode: 200,
    headers: { ...BASE_HEADERS, 'content-type': 'application/json; charset=utf-8', ...result.headers },
    body: JSON.stringify(value),
  };
}

/** The protocol's word for each refusal; a key that may not call is BAD_KEY, whatever the reason. */
const WORD_OF_KIND: Partial<Record<ErrorKind, string>> = {
  unauthenticated: 'BAD_KEY',
  keyInactive: 'BAD_KEY',
  subscriptionSuspended: 'BAD_KEY',
  tooManyRequests: 'QUOTA_EXCEEDED',
  insufficientBalance: 'NO_BALANCE',
  outOfStock: 'NO_NUMBERS',
  notFound: 'NO_ACTIVATION',
  invalidState: 'BAD_STATUS',
};

export function protocolRefusal({ status, error, headers }: Refusal): APIGatewayProxyStructuredResultV2 {
  const text = error ? (WORD_OF_KIND[error.kind] ?? 'BAD_ACTION') : status >= 500 ? 'ERROR_SQL' : 'BAD_ACTION';
  return {
    // A refusal the protocol words is an answer like any other; an unknown path, a wrong method or a bug keep theirs.
    statusCode: error ? 200 : status,
    headers: { ...BASE_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...headers },
    body: text,
  };
}
