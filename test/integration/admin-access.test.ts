import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { ROUTES, type RouteDefinition, type RouteName } from '../../shared/routes.js';
import { registeredAdmin } from '../support/admin.js';
import { Client, registeredMember, type Reply } from '../support/http.js';
import { localTable } from '../support/table.js';

const ADMIN_ROUTES = (Object.entries(ROUTES) as [RouteName, RouteDefinition][]).filter(
  ([, route]) => route.access === 'admin',
);
/** The admin reads, which an ADMIN's request without parameters must answer with success. */
const READS: RouteName[] = [
  'admin.stats',
  'admin.revenue',
  'admin.listUsers',
  'admin.listOrders',
  'admin.listLeases',
  'admin.listTickets',
  'admin.listSimCards',
  'admin.listHeldPayments',
  'admin.listRefunds',
  'admin.listAudit',
  'admin.listApiKeys',
  'admin.listServices',
  'admin.getSupply',
];
/** How the other calls refuse an empty input: a missing field (400), an unknown id (404), not multipart (415). */
const REFUSALS = [400, 404, 415];

/**
 * Each route called with an empty input: its path values made up, and where it takes a body an empty one in the format
 * it accepts (an empty multipart form for an upload, else an empty JSON object), so the route itself answers.
 */
function call(client: Client, route: RouteDefinition): Promise<Reply> {
  const path = route.path.replace(/\{\w+\}/g, 'unknown-id');
  if (route.method === 'GET') return client.call('GET', path);
  const multipart = route.accepts !== 'provider' && route.accepts.includes('multipart/form-data');
  return client.call(route.method, path, multipart ? new FormData() : {});
}

describe('every admin route, walked from the route table', () => {
  let member: Client;
  let admin: Client;
  beforeAll(async () => {
    [member, admin] = await Promise.all([
      registeredMember('not-admin').then(({ client }) => client),
      registeredAdmin(localTable()).then(({ client }) => client),
    ]);
  });

  it('lists the back office calls', () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThan(READS.length);
    expect(READS.every((name) => ROUTES[name].access === 'admin')).toBe(true);
  });

  it.each(ADMIN_ROUTES.filter(([, route]) => route.method !== 'GET'))(
    '%s: who calls is checked before what is sent: 401 for a visitor, 403 for a member, whatever the content type',
    async (_name, route) => {
      const path = route.path.replace(/\{\w+\}/g, 'unknown-id');
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/json']) {
        const visitor = await new Client().call(route.method, path, 'x=1', { 'content-type': type });
        expect(visitor.status, type).toBe(401);
        const refused = await member.call(route.method, path, 'x=1', { 'content-type': type });
        expect(refused.status, type).toBe(403);
      }
    },
  );

  it.each(ADMIN_ROUTES)(
    '%s: 401 for a visitor, 403 for a member, an answer or a clear refusal for an admin',
    async (name, route) => {
      const visitor = await call(new Client(), route);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual({ success: false, error: MESSAGES.notLoggedIn });

      const refused = await call(member, route);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, error: MESSAGES.forbidden });

      const answer = await call(admin, route);
      if (READS.includes(name)) {
        expect(answer).toMatchObject({ status: 200, body: { success: true } });
      } else {
        expect(REFUSALS).toContain(answer.status);
        expect(answer.body).toMatchObject({ success: false, error: expect.any(String) });
      }
    },
  );
});
