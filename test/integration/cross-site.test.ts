// A page on another site cannot act on a visitor's behalf: state-changing calls need JSON and the site's own Origin.

import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { developer } from '../support/api-keys.js';
import { Client, registeredMember, uniqueEmail } from '../support/http.js';
import { localTable } from '../support/table.js';

const FOREIGN = 'https://attacker.example';

/** A POST exactly as a browser sends a cross-site form or a no-cors fetch: the body as it is, no JSON header. */
function postRaw(path: string, body: string, headers: Record<string, string>) {
  const url = new URL(`/php-backend/api${path}`, inject('siteUrl'));
  return new Promise<{ status: number; setCookie: string[]; body: Record<string, unknown> }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST', headers },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            setCookie: response.headers['set-cookie'] ?? [],
            body: JSON.parse(text) as Record<string, unknown>,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('cross-site requests', () => {
  it('refuses a login posted as a text/plain form from another site with 415, and logs nobody in', async () => {
    const { email, password } = await registeredMember('csrf-victim');
    const body = JSON.stringify({ email, password });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const reply = await postRaw('/auth/login.php', body, { 'content-type': type });
      expect(reply.status, type).toBe(415);
      expect(reply.body).toEqual({ success: false, error: MESSAGES.jsonRequired });
      expect(reply.setCookie, type).toEqual([]);
    }
    // A no-cors fetch of a Blob sends no Content-Type at all: a body without one is refused just the same.
    const untyped = await postRaw('/auth/login.php', body, {});
    expect(untyped.status).toBe(415);
    expect(untyped.setCookie).toEqual([]);
  });

  it('creates no account from a text/plain registration', async () => {
    const email = uniqueEmail('csrf-register');
    const password = 'correct horse 1';
    const form = JSON.stringify({ username: 'x', email, password, confirmPassword: password });
    expect((await postRaw('/auth/register.php', form, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await new Client().post('/auth/login.php', { email, password })).status).toBe(401);
  });

  it('refuses a JSON call that carries another site’s Origin with 403, and sets no session', async () => {
    const { email, password } = await registeredMember('csrf-origin');
    const client = new Client();
    const reply = await client.call('POST', '/auth/login.php', { email, password }, { origin: FOREIGN });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe(MESSAGES.foreignOrigin);
    expect(reply.headers.getSetCookie()).toEqual([]);
    expect((await client.call('POST', '/auth/login.php', { email, password }, { origin: 'null' })).status).toBe(403);
  });

  it('accepts the site’s own Origin, JSON with a charset, and a logout with no body', async () => {
    const { email, password } = await registeredMember('csrf-own');
    const client = new Client();
    const origin = new URL(inject('siteUrl')).origin;
    const login = await client.call('POST', '/auth/login.php', JSON.stringify({ email, password }), {
      origin,
      'content-type': 'application/json; charset=UTF-8',
    });
    expect(login.status).toBe(200);
    expect((await client.get('/auth/me.php')).status).toBe(200);
    expect((await client.call('POST', '/auth/logout.php', undefined, { origin })).status).toBe(200);
    expect((await client.get('/auth/me.php')).status).toBe(401);
  });

  it('needs JSON on the public API but leaves its Origin alone: its callers are servers holding a key', async () => {
    const { api } = await developer(localTable(), 500, 'cross-site-api');
    const form = await api('POST', '/orders', 'service=whatsapp', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: FOREIGN,
    });
    expect(form.status).toBe(415);
    const json = await api('POST', '/orders', { service: 'whatsapp' }, { origin: FOREIGN });
    expect(json.status).not.toBe(403);
    expect(json.status).not.toBe(415);
  });

  it('tells a caller without a key 401 before looking at what it sent', async () => {
    const form = await new Client().call('POST', '/api/v1/orders', 'service=whatsapp', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(401);
  });
});
