import { describe, expect, inject, it } from 'vitest';
import { AREAS, ROUTES, routePath } from '../../shared/routes.js';
import { Client, registeredMember } from '../support/http.js';
import { METHODS, nastyTargets, rawRequest } from '../support/raw-http.js';

const JUNK_BODIES = [
  '{not json',
  '[]',
  'null',
  '"text"',
  '{"email":{"$gt":""},"password":[1,2]}',
  JSON.stringify({ username: 'x'.repeat(10_000), email: 'y'.repeat(300), password: 'z', confirmPassword: 7 }),
  'x'.repeat(70 * 1024),
];

describe('bad input never causes a server error', () => {
  it('answers every route of the table with junk bodies and queries in the envelope, below 500 (501 for routes still to come)', async () => {
    const { client } = await registeredMember('fuzzer');
    const failures: string[] = [];
    for (const [name, route] of Object.entries(ROUTES)) {
      // The sms-activate protocol answers plain-text words (sms-activate.test.ts sends it junk); the OpenAPI document
      // is a document, not an envelope (openapi.test.ts).
      if (route.area === 'smsActivate' || name === 'publicApi.openApi') continue;
      const path = `${routePath(name as keyof typeof ROUTES, { id: '1\'"<x>' })}?id=%00&order_id=../../etc&amount=-1e309`;
      for (const body of JUNK_BODIES) {
        const reply = await client.call(route.method, path, route.method === 'GET' ? undefined : body);
        if (reply.status >= 500 && reply.status !== 501) failures.push(`${route.method} ${path}: ${reply.status}`);
        expect(typeof reply.body.success).toBe('boolean');
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a body over 64 KB with 400 and details', async () => {
    const reply = await new Client().post(
      '/auth/login.php',
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70 * 1024) }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.details).toHaveProperty('body');
  });

  it('answers JSON 404 for unknown API paths and 405 for a wrong method', async () => {
    const unknown = await new Client().get('/nothing-here.php');
    expect(unknown.status).toBe(404);
    const wrong = await new Client().call('DELETE', '/auth/login.php');
    expect(wrong.status).toBe(405);
    expect(wrong.body.success).toBe(false);
  });
});

describe('malformed paths', () => {
  it('answers a malformed percent-encoding inside a route with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/services/%zz.php'],
      ['PUT', '/admin/users/%e0%a4%a.php'],
    ] as const) {
      const reply = await new Client().call(method, path, method === 'GET' ? undefined : {});
      expect(reply.status, path).toBe(404);
      expect(reply.body).toMatchObject({ success: false });
    }
  });

  it('answers every nasty path under every API area with a status below 500, and keeps answering', async () => {
    const siteUrl = inject('siteUrl');
    const prefixes = ['/', '/php-backend/api/', '/api/', ...Object.values(AREAS).map((area) => `${area.prefix}/`)];
    const failures: string[] = [];
    for (const target of nastyTargets(prefixes)) {
      for (const method of METHODS) {
        const reply = await rawRequest(siteUrl, method, target);
        if (reply.status >= 500) failures.push(`${method} ${target.slice(0, 80)}: ${reply.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await new Client().get('/services/list.php')).status).toBe(200);
  });
});
