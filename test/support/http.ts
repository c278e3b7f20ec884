// A small HTTP client for the integration tests: JSON in and out, a cookie jar per user.

import { inject } from 'vitest';
import { API_BASE_PATH } from '../../shared/constants.js';
import { confirmMemberEmail } from './confirm-email.js';

export interface Reply {
  status: number;
  body: Record<string, any>;
  headers: Headers;
}

export class Client {
  readonly cookies = new Map<string, string>();

  /** `siteUrl`: the suite's shared local stack unless a test started one of its own. */
  constructor(private readonly siteUrl: string = inject('siteUrl')) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const url =
      path.startsWith('/') &&
      !path.startsWith(API_BASE_PATH) &&
      !path.startsWith('/api/') &&
      !path.startsWith('/webhooks/')
        ? `${this.siteUrl}${API_BASE_PATH}${path}`
        : `${this.siteUrl}${path}`;
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method,
      headers: {
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : typeof body === 'string' || body instanceof FormData
            ? body
            : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body?: unknown) => this.call('POST', path, body);
  put = (path: string, body?: unknown) => this.call('PUT', path, body);
  delete = (path: string) => this.call('DELETE', path);
}

let counter = 0;
/** An email no other test uses, so tests never depend on each other's leftovers. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** The Get Started form sent from `client`, the password confirmed: the reply, whatever it is. */
export function register(client: Client, username: string, email: string, password: string): Promise<Reply> {
  return client.post('/auth/register.php', { username, email, password, confirmPassword: password });
}

/** The password of every test member unless a test chooses one: calls that re-authenticate send it again. */
export const MEMBER_PASSWORD = 'correct horse 1';

/**
 * A new member, signed in, whose address is confirmed by the link mailed to it (docs/decisions/053) unless
 * `confirmed` is false: a test not about confirmation gets a member whose emails flow.
 */
export async function registeredMember(
  label = 'member',
  password = MEMBER_PASSWORD,
  siteUrl?: string,
  { confirmed = true }: { confirmed?: boolean } = {},
) {
  const client = new Client(siteUrl);
  const email = uniqueEmail(label);
  const reply = await register(client, label, email, password);
  if (reply.status !== 201) throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
  if (confirmed) await confirmMemberEmail(email, siteUrl ?? inject('siteUrl'));
  return { client, email, password, user: reply.body.user as { id: string; role: string } };
}
