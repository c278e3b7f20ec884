// The browser router: the route tree, with the current page's lazy code loaded first so a prerendered page hydrates as is.

import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes';

type LazyModule = Awaited<ReturnType<Extract<RouteObject['lazy'], () => unknown>>>;

/**
 * Resolves the lazy routes matching the current URL, so the first render equals the prerendered HTML. A route whose
 * chunk fails to load stays lazy: the router tries it again and its error element deals with it (a chunk gone after a
 * deploy reloads the page once, docs/decisions/055).
 */
async function loadCurrentRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy().catch(() => null)) as LazyModule | null;
      if (module) Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

export async function createAppRouter() {
  await loadCurrentRoutes();
  return createBrowserRouter(routes);
}
