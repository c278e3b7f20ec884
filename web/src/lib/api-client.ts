// The single API client: URLs and methods from the shared route table, JSON with the session cookie, failures as ApiError.

import type { ApiSuccess, FailureFlags, FieldErrors } from '@shared/envelope';
import { MESSAGES } from '@shared/messages';
import { ROUTES, routePath, type RouteName } from '@shared/routes';

/** A failed call: `status` is the HTTP status, or 0 when the server could not be reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly details?: FieldErrors,
    /** What the refusal carries besides its message: `two_factor_required`, `code` (docs/decisions/042). */
    readonly flags: FailureFlags = {},
  ) {
    super(message);
  }
}

export interface ApiRequestOptions {
  /** Values for the `{name}` placeholders of the route's path. */
  params?: Record<string, string | number>;
  /** Query string values; `undefined` ones are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON; a FormData is sent as multipart/form-data (the browser sets its boundary). */
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiRequest(name: RouteName, options: ApiRequestOptions = {}): Promise<ApiSuccess> {
  const { params, query, body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(name, params, query), {
      method: ROUTES[name].method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    // A cancelled call is the caller's choice, not a failure to report.
    if (signal?.aborted) throw error;
    throw new ApiError(0, MESSAGES.apiRequestFailed);
  }

  const answer: unknown = await response.json().catch(() => undefined);
  if (response.ok && isRecord(answer) && answer.success === true) return answer as ApiSuccess;
  throw new ApiError(
    response.status,
    failureMessage(response.status, answer),
    failureDetails(answer),
    failureFlags(answer),
  );
}

function buildUrl(name: RouteName, params: ApiRequestOptions['params'], query: ApiRequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  const path = routePath(name, params);
  return queryString ? `${path}?${queryString}` : path;
}

/**
 * Any 409 is 'Email already exists'; otherwise the server's `error`, else 'API request failed'
 * (docs/decisions/015 "Messages").
 */
function failureMessage(status: number, answer: unknown): string {
  if (status === 409) return MESSAGES.emailExists;
  if (isRecord(answer) && typeof answer.error === 'string' && answer.error.trim() !== '') return answer.error;
  return MESSAGES.apiRequestFailed;
}

function failureDetails(answer: unknown): FieldErrors | undefined {
  if (!isRecord(answer) || !isRecord(answer.details)) return undefined;
  const details = Object.entries(answer.details).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return details.length > 0 ? Object.fromEntries(details) : undefined;
}

function failureFlags(answer: unknown): FailureFlags {
  if (!isRecord(answer)) return {};
  return {
    ...(typeof answer.code === 'string' ? { code: answer.code } : {}),
    ...(answer.two_factor_required === true ? { two_factor_required: true } : {}),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A failed call's message: the server's own, else the form's fallback in the spec (docs/decisions/015 "Messages"). */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.message !== MESSAGES.apiRequestFailed)
    return error.message;
  return fallback;
}
