// A CSV export is a file the server names (Content-Disposition): the browser saves it from the export's own address,
// with the session cookie, without leaving the screen.

import { routePath, type RouteName } from '@shared/routes';

/** The export's address: the route's path with its `{name}` values and the query's set values. */
export function exportHref(
  name: RouteName,
  params: Record<string, string>,
  query: Record<string, string | undefined>,
): string {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  ).toString();
  const path = routePath(name, params);
  return search ? `${path}?${search}` : path;
}

export function download(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.click();
}
