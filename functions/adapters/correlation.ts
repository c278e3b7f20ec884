// The correlation id of the work in progress: one id from the API request, webhook or scheduled run that started it,
// through the events it published, to each consumer (docs/decisions/029 "Correlation id").

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The header a caller may send its own id in, and every API answer carries. */
export const CORRELATION_HEADER = 'x-correlation-id';

/**
 * What a caller's id may look like: it lands in logs and events, so anything longer or with other characters is
 * replaced by the request's own id rather than trusted.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

// Kept per asynchronous call chain, not on the logger: the local runtime runs many invocations in one process and a
// consumer handles its batch's records at once, so a process-wide value would name another request's id.
const current = new AsyncLocalStorage<string>();

/** Runs `work` with `id` as the correlation id of everything it logs and publishes. */
export function withCorrelationId<T>(id: string, work: () => T): T {
  return current.run(id, work);
}

/** The id of the work in progress; undefined outside one. */
export function correlationId(): string | undefined {
  return current.getStore();
}

/** The caller's id when it is well formed, else `fallback` (API Gateway's request id), else a new one. */
export function chooseCorrelationId(given: unknown, fallback?: string): string {
  if (typeof given === 'string' && WELL_FORMED.test(given)) return given;
  return fallback || randomUUID();
}
