import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { ROUTES, type RouteDefinition, type RouteName } from '../../shared/routes.js';
import { registeredAdmin } from '../support/admin.js';
import { Client, registeredMember, type Reply } from '../support/http.js';
import { localTable } from '../support/table.js';

const ADMIN_ROUTES = (Object.entries(ROUTES) as [RouteName, RouteDefinition][]).filter(
  ([, route]) => route.access === 'admin',
);
/** The admin calls built so far, which an ADMIN's empty request must answer with success. */
const BUILT: RouteName[] = ['admin.stats', 'admin.revenue', 'admin.listUsers', 'admin.listOrders', 'admin.listLeases'];

/** Each route called with an empty input: its path values made up, an empty JSON body where it takes one. */
function call(client: Client, route: RouteDefinition): Promise<Reply> {
  const path = route.path.replace(/\{\w+\}/g, 'unknown-id');
  return route.method === 'GET' ? client.call('GET', path) : client.call(route.method, path, {});
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
    expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(BUILT.length);
    expect(BUILT.every((name) => ROUTES[name].access === 'admin')).toBe(true);
  });

  it.each(ADMIN_ROUTES)('%s: 401 for a visitor, 403 for a member, no failure for an admin', async (name, route) => {
    const visitor = await call(new Client(), route);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ success: false, error: MESSAGES.notLoggedIn });

    const refused = await call(member, route);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: MESSAGES.forbidden });

    const answer = await call(admin, route);
    expect(answer.status).not.toBe(500);
    if (BUILT.includes(name)) expect(answer).toMatchObject({ status: 200, body: { success: true } });
    else expect(answer.body.success).toBe(answer.status < 300);
  });
});
