// The prerender entry (used by web/scripts/build.ts at build time only): renders one path of the route tree to HTML,
// with the page's head tags first, as React emits hoisted <title>, <meta> and <link> tags.

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from '@/app/routes';
import { paths } from '@/config/paths';

export { PAGE_META, PUBLIC_PAGES } from '@/config/seo';
export { SITE_URL } from '@/config/site';

/** Every route pattern of the route table's map, public ones included: the paths the SPA serves. */
export const CLIENT_ROUTES: string[] = Object.values(paths).flatMap((area) =>
  Object.values(area).map((route: { path: string }) => route.path),
);

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response)
    throw new Error(`${path} redirects (${context.status}); only pages can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
