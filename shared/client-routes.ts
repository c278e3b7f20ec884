// The SPA's client-side routes as the servers in front of it see them (docs/decisions/015 "Screens"): the build lists
// their patterns in web/dist/client-routes.json, and the local server and CloudFront's function serve the SPA shell
// for a path that matches one, and the 404 page with its status for any other that names no file or page.

/** The file the build writes beside the site. */
export const CLIENT_ROUTES_FILE = 'client-routes.json';

/** A route pattern (`/leases/:id/inbox`) as the source of a regular expression matching its paths, with or without a
 * trailing slash. */
export function clientRouteSource(pattern: string): string {
  const escaped = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${escaped === '' ? '' : escaped}/?$`;
}

/** Whether a path is one of the client-side routes. */
export function isClientRoute(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((pattern) => new RegExp(clientRouteSource(pattern)).test(pathname));
}
