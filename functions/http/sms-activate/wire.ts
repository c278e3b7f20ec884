// The sms-activate protocol's wire (docs/decisions/024, 030): the call's parameters from the query or a posted form,
// answers as plain-text words (status 200) or JSON, its times and ids, and the protocol's word for each refusal.

import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ErrorKind } from '../../domain/errors.js';
import type { Refusal } from '../core/refusal.js';
import type { ApiRequest } from '../core/request.js';
import type { ApiResult } from '../core/response.js';

const BASE_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** The protocol's number for the UK; a call without a country means the UK. */
export const UK = '16';
/** ISO 4217's number for the US dollar, the protocol's `currency`. */
export const USD = 840;

/** The query's parameters, and a posted form's on top. */
export function protocolParams(request: ApiRequest): Record<string, string> {
  const form = request.match.route.method === 'POST' ? new URLSearchParams(request.rawBody) : [];
  return { ...request.query, ...Object.fromEntries(form) };
}

export const protocolKey = (request: ApiRequest) => protocolParams(request).api_key;

/** True when the call names the UK, or no country. */
export const isUk = (params: Record<string, string>) => (params.country || UK) === UK;

/** An activation or rent id as tools send it: a positive safe integer in decimal, else null. */
export function numericId(value: string | undefined): string | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value) || !Number.isSafeInteger(Number(value))) return null;
  return value;
}

/** Cents as the protocol's dollars: `9.99`. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A time as the protocol writes it: `YYYY-MM-DD HH:MM:SS`, UTC. */
export const protocolTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/** A one-word (or `WORD:value`) answer. */
export const word = (text: string): ApiResult => ({ body: { text } });
/** A JSON answer, exactly this value. */
export const json = (value: unknown): ApiResult => ({ body: { json: value } });

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
export const WORD_OF_KIND: Partial<Record<ErrorKind, string>> = {
  unauthenticated: 'BAD_KEY',
  keyInactive: 'BAD_KEY',
  accountDisabled: 'BAD_KEY',
  subscriptionSuspended: 'BAD_KEY',
  insufficientBalance: 'NO_BALANCE',
  outOfStock: 'NO_NUMBERS',
  notFound: 'NO_ACTIVATION',
  invalidState: 'BAD_STATUS',
};

/**
 * A key over its per-second limit or out of purchases for its period is `BANNED:<until>`, the protocol's word for an
 * account that may not call until a time (`YYYY-MM-DD HH-MM-SS`, UTC; dashes, as tools split the answer at colons):
 * every client library treats it as an error, where a word of our own would be read as "no code yet".
 */
export function bannedUntil(retryAfterS: number, now = new Date()): string {
  const until = new Date(now.getTime() + retryAfterS * 1000).toISOString();
  return `BANNED:${until.slice(0, 10)} ${until.slice(11, 19).replaceAll(':', '-')}`;
}

function refusalWord({ status, error }: Refusal): string {
  if (error?.kind === 'rateLimited' || error?.kind === 'tooManyRequests') return bannedUntil(error.retryAfterS ?? 1);
  if (error) return WORD_OF_KIND[error.kind] ?? 'BAD_ACTION';
  return status >= 500 ? 'ERROR_SQL' : 'BAD_ACTION';
}

export function protocolRefusal(refusal: Refusal): APIGatewayProxyStructuredResultV2 {
  const { status, error, headers } = refusal;
  return {
    // Refusals and faults are answers like any other (a fault is ERROR_SQL); an unknown path or a wrong method keep
    // their status.
    statusCode: error || status >= 500 ? 200 : status,
    headers: { ...BASE_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...headers },
    body: refusalWord(refusal),
  };
}
