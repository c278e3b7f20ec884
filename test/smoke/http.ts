// The smoke test's only way out: requests to the one site it was given, each bounded in time, never following a
// redirect elsewhere.

import * as z from 'zod';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A check's refusal: what was expected and what came, one line an operator can act on. */
export class SmokeFailure extends Error {
  override name = 'SmokeFailure';
}

/**
 * The site's origin from `--url`: https anywhere, plain http only on loopback (a stage's API key is never sent in the
 * clear). Anything else is refused before a request is made.
 */
export function siteOrigin(url: string): string {
  if (!URL.canParse(url)) throw new SmokeFailure(`Not a URL: ${url}`);
  const parsed = new URL(url);
  const loopback = LOOPBACK_HOSTS.has(parsed.hostname) || /^127\.\d+\.\d+\.\d+$/.test(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && loopback)) {
    throw new SmokeFailure(`The site must be https (plain http only on loopback): ${url}`);
  }
  return parsed.origin;
}

export interface SmokeReply {
  status: number;
  headers: Headers;
  text: string;
}

export interface SmokeRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export class SmokeHttp {
  constructor(
    readonly origin: string,
    private readonly timeoutMs: number,
  ) {}

  /** `path` is joined to the site's origin; an answer that does not come within the timeout is a failure. */
  async send(path: string, request: SmokeRequest = {}): Promise<SmokeReply> {
    const url = `${this.origin}${path}`;
    try {
      const response = await fetch(url, {
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      return { status: response.status, headers: response.headers, text: await response.text() };
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError') throw new SmokeFailure(`${path}: no answer within ${this.timeoutMs / 1000} s`);
      const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
      throw new SmokeFailure(`${path}: no answer (${cause?.code ?? cause?.message ?? (error as Error).message})`);
    }
  }
}

/** Fails unless the reply has this status, naming what came instead. */
export function expectStatus(reply: SmokeReply, status: number, what: string): void {
  if (reply.status !== status) {
    throw new SmokeFailure(`${what}: expected ${status}, got ${reply.status} ${reply.text.slice(0, 120).trim()}`);
  }
}

/** The reply's JSON body checked with `schema` (an outside answer is never trusted), or a failure naming the field. */
export function parsedJson<T>(reply: SmokeReply, schema: z.core.$ZodType<T>, what: string): T {
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    throw new SmokeFailure(`${what}: the answer is not JSON (${reply.text.slice(0, 80).trim()})`);
  }
  const result = z.safeParse(schema, body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new SmokeFailure(`${what}: unexpected answer at ${issue.path.join('.') || 'the top'}: ${issue.message}`);
  }
  return result.data;
}
