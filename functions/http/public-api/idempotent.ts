// `Idempotency-Key` on a buying POST (docs/decisions/031 "Idempotency"): the operation runs once per key of the
// calling API key; a retry is answered the first result, marked `Idempotent-Replayed: true`.

import { createHash } from 'node:crypto';
import { MESSAGES } from '../../../shared/messages.js';
import { logger } from '../../adapters/logger.js';
import { once } from '../../domain/developer-api/idempotency.js';
import { AppError } from '../../domain/errors.js';
import { callerKey } from '../core/api-key-access.js';
import type { Operation } from '../core/area-handler.js';
import type { ApiRequest } from '../core/request.js';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The JSON value with its object keys sorted, so `{a,b}` and `{b,a}` are one body. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((name) => [name, canonical((value as Record<string, unknown>)[name])]),
  );
}

/** What the request asks for: its route and its body as JSON means it (the raw text when it is not JSON). */
function fingerprint(request: ApiRequest): string {
  let body: string;
  try {
    body = JSON.stringify(canonical(JSON.parse(request.rawBody || '{}')));
  } catch {
    body = request.rawBody;
  }
  return createHash('sha256').update(`${request.match.name}\n${body}`).digest('hex');
}

/** The operation, run at most once per `Idempotency-Key` of the caller's API key when one is sent. */
export function idempotent(operation: Operation): Operation {
  return async (request, deps) => {
    const key = request.headers['idempotency-key'];
    if (key === undefined) return operation(request, deps);
    if (!IDEMPOTENCY_KEY.test(key)) {
      throw new AppError('validation', MESSAGES.invalidIdempotencyKey, {
        'Idempotency-Key': MESSAGES.invalidIdempotencyKey,
      });
    }
    const run = async () => {
      const result = await operation(request, deps);
      return { status: result.status ?? 200, body: result.body, headers: result.headers ?? {} };
    };
    const unkept = (error: unknown) =>
      logger.error('A purchase was made but its Idempotency-Key answer was not kept', { error: error as Error });
    const { answer, replayed } = await once(deps, callerKey(request).id, key, fingerprint(request), run, unkept);
    return { ...answer, headers: { ...answer.headers, ...(replayed ? { 'idempotent-replayed': 'true' } : {}) } };
  };
}
