// The request an operation sees: matched route, parameters, query, cookies, raw body and the caller.

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import { MAX_BODY_BYTES, MAX_MULTIPART_BODY_BYTES } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { RouteMatch } from '../../../shared/routes.js';
import type { ApiKey } from '../../domain/api-keys/api-key.js';
import { AppError } from '../../domain/errors.js';
import type { User } from '../../domain/users/user.js';
import { settings } from '../../config.js';
import { clientAddress } from './client-address.js';
import { parseCookies } from './cookies.js';
import { issueMessage, zodDetails } from './validation.js';

export interface ApiRequest {
  match: RouteMatch;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  rawBody: string;
  /** The body's bytes as sent (a multipart upload's file is binary). */
  body: Buffer;
  /** The client's address (./client-address.ts). */
  sourceIp: string;
  /** The logged-in user and their session, on routes whose access is 'user' or 'admin'. */
  user?: User;
  session?: { id: string; secondFactor: boolean };
  /** The API key that made the call, on routes whose access is 'apiKey' (./api-key-access.ts). */
  apiKey?: ApiKey;
  /** A write started for this call that finishes while the operation runs, before the answer (the day's API count). */
  settling?: Promise<void>;
  /** Headers every answer to this request carries, refusals included (the API key's `RateLimit-*`). */
  answerHeaders: Record<string, string>;
}

export function buildRequest(event: APIGatewayProxyEventV2, match: RouteMatch): ApiRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = value;
  }
  const body = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  const { accepts } = match.route;
  const maxBytes =
    accepts !== 'provider' && accepts.includes('multipart/form-data') ? MAX_MULTIPART_BODY_BYTES : MAX_BODY_BYTES;
  if (body.length > maxBytes) {
    throw new AppError('validation', MESSAGES.bodyTooLarge, { body: `At most ${maxBytes} bytes` });
  }
  const rawBody = body.toString('utf8');
  return {
    match,
    params: match.params,
    query: Object.fromEntries(new URLSearchParams(event.rawQueryString ?? '')),
    headers,
    cookies: parseCookies(event.cookies, headers.cookie),
    rawBody,
    body,
    sourceIp: clientAddress(event, settings().CLIENT_ADDRESS_SOURCE),
    answerHeaders: {},
  };
}

/** The JSON body as sent (an empty body is `{}`); malformed JSON is a 400 with details. */
export function jsonValue(request: ApiRequest): unknown {
  if (request.rawBody.trim() === '') return {};
  try {
    return JSON.parse(request.rawBody);
  } catch {
    throw new AppError('validation', MESSAGES.invalidJson, { body: MESSAGES.invalidJson });
  }
}

/** The JSON body checked against a schema; bad JSON, wrong types and unknown fields are 400 with details. */
export function jsonBody<S extends z.ZodType>(request: ApiRequest, schema: S): z.infer<S> {
  return validate(schema, jsonValue(request));
}

/** The query string checked against a schema. */
export function queryParams<S extends z.ZodType>(request: ApiRequest, schema: S): z.infer<S> {
  return validate(schema, request.query);
}

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = zodDetails(parsed.error);
  const first = parsed.error.issues[0];
  throw new AppError('validation', first ? issueMessage(first) : MESSAGES.invalidRequest, details);
}
