import { describe, expect, it } from 'vitest';
import {
  MAX_PATH_VALUE_LENGTH,
  ROUTES,
  areaForPath,
  areaServes,
  isApiPath,
  matchRoute,
  routePath,
} from '../../shared/routes.js';

describe('the route table', () => {
  it('matches exact spec paths, with values inside a segment', () => {
    expect(matchRoute('GET', '/php-backend/api/services/42.php').match).toMatchObject({
      name: 'services.get',
      params: { id: '42' },
    });
    expect(matchRoute('GET', '/php-backend/api/admin/tickets/7/messages.php').match?.name).toBe(
      'admin.listTicketMessages',
    );
    expect(matchRoute('GET', '/api/v1/orders/abc/code').match?.name).toBe('publicApi.getOrderCode');
    expect(matchRoute('GET', '/api/v1/orders/abc').match?.name).toBe('publicApi.getOrder');
  });

  it('tells a wrong method from an unknown path', () => {
    expect(matchRoute('DELETE', '/php-backend/api/auth/login.php')).toEqual({ match: null, methodMismatch: true });
    expect(matchRoute('GET', '/php-backend/api/auth/nope.php')).toEqual({ match: null, methodMismatch: false });
  });

  it('finds no route, rather than throwing, for a value with malformed percent-encoding', () => {
    expect(matchRoute('GET', '/php-backend/api/services/%zz.php')).toEqual({ match: null, methodMismatch: false });
    expect(matchRoute('GET', '/api/v1/orders/%E0%A4%A/code')).toEqual({ match: null, methodMismatch: false });
    expect(matchRoute('GET', '/php-backend/api/services/caf%C3%A9.php').match?.params).toEqual({ id: 'café' });
  });

  it('finds no route for an id longer than any id, so it is a 404 and never a key the table refuses', () => {
    const long = 'x'.repeat(MAX_PATH_VALUE_LENGTH + 1);
    expect(matchRoute('PUT', `/php-backend/api/admin/tickets/${long}.php`)).toEqual({
      match: null,
      methodMismatch: false,
    });
    expect(matchRoute('GET', `/api/v1/orders/${long}`)).toEqual({ match: null, methodMismatch: false });
    const longest = 'x'.repeat(MAX_PATH_VALUE_LENGTH);
    expect(matchRoute('GET', `/api/v1/orders/${longest}`).match?.params).toEqual({ id: longest });
  });

  it('puts every route under its area prefix (or on its exact path), so one route per area serves it', () => {
    for (const [name, route] of Object.entries(ROUTES)) {
      expect(areaServes(route.area, route.path), name).toBe(true);
      expect(areaForPath(route.path), name).toBe(route.area);
      expect(isApiPath(route.path), name).toBe(true);
    }
  });

  it('lists each method and path once', () => {
    const keys = Object.values(ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('builds concrete paths from parameters', () => {
    expect(routePath('services.get', { id: 3 })).toBe('/php-backend/api/services/3.php');
  });

  it('serves an exact-path area on that path only', () => {
    expect(areaForPath('/php-backend/api/contact.php')).toBe('contact');
    expect(areaForPath('/php-backend/api/contact.php/more')).toBeNull();
  });

  it('gives an exact path its own area even under another area’s prefix, as API Gateway does', () => {
    expect(areaForPath('/php-backend/api/admin/sim-cards.php')).toBe('simCards');
    expect(areaForPath('/php-backend/api/admin/users.php')).toBe('admin');
  });

  it('serves the health check publicly from the developer API, which every stage has behind its one domain', () => {
    const { match } = matchRoute('GET', '/api/v1/health');
    expect(match?.route).toMatchObject({ area: 'publicApi', access: 'public' });
  });

  it('keeps the SPA paths out of the API', () => {
    expect(isApiPath('/dashboard')).toBe(false);
    expect(isApiPath('/api-integration')).toBe(false);
  });
});
