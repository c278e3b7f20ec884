// Serves the SPA on the local origin: through Vite in development, or the built web/dist with prerendered pages, the
// app.html shell for other paths, and gzip for text as CloudFront compresses it.

import { CLIENT_ROUTES_FILE, isClientRoute } from '../../shared/client-routes.js';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

export type WebHandler = ((request: IncomingMessage, response: ServerResponse) => void) & { close(): Promise<void> };

const WEB_ROOT = path.resolve(import.meta.dirname, '../../web');
const DIST = path.join(WEB_ROOT, 'dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

/** `server` is the local origin's HTTP server: Vite's hot-reload socket shares it. */
export async function createWebHandler(mode: string, server: Server): Promise<WebHandler | null> {
  if (mode === 'none') return null;
  if (mode === 'dist') return distHandler();
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    server: { middlewareMode: true, ws: { server } },
    appType: 'spa',
    logLevel: 'warn',
  });
  const handle = ((request, response) => vite.middlewares(request, response)) as WebHandler;
  handle.close = () => vite.close();
  return handle;
}

/** The decoded path of a request, or null when its percent-encoding is malformed or it names a NUL byte. */
function decodedPath(target: string | undefined): string | null {
  try {
    const pathname = decodeURIComponent(new URL(`http://localhost${target ?? '/'}`).pathname);
    return pathname.includes('\0') ? null : pathname;
  } catch {
    return null;
  }
}

/** Serves a built site (`dist`: web/dist unless a test builds its own). */
export function distHandler(dist = DIST): WebHandler {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error('WEB_MODE=dist needs a built site: run `npm run build` first.');
  }
  const shell = existsSync(path.join(dist, 'app.html')) ? path.join(dist, 'app.html') : path.join(dist, 'index.html');
  // A path that is no client-side route gets the not-found page and its status; a build before the list had none.
  const notFound = path.join(dist, '404.html');
  const routesFile = path.join(dist, CLIENT_ROUTES_FILE);
  const clientRoutes: string[] | null =
    existsSync(notFound) && existsSync(routesFile) ? (JSON.parse(readFileSync(routesFile, 'utf8')) as string[]) : null;
  const handle = ((request, response) => {
    const pathname = decodedPath(request.url);
    if (pathname === null) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Bad Request');
      return;
    }
    const candidate = path.join(dist, path.normalize(pathname));
    const inside = candidate.startsWith(dist + path.sep);
    const file = inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
    // Prerendered pages live at <route>/index.html; a client-side route without a file gets the SPA shell (app.html:
    // no content, noindex; index.html is the prerendered landing page), any other path the not-found page.
    const page =
      inside && !file && existsSync(path.join(candidate, 'index.html')) ? path.join(candidate, 'index.html') : null;
    const missing = !file && !page && clientRoutes !== null && !isClientRoute(clientRoutes, pathname);
    const target = file ?? page ?? (missing ? notFound : shell);
    const immutable = target.includes(`${path.sep}assets${path.sep}`);
    const type = TYPES[path.extname(target)] ?? 'application/octet-stream';
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(missing ? 404 : 200, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    const body = createReadStream(target).on('error', () => response.destroy());
    if (gzip) body.pipe(createGzip()).pipe(response);
    else body.pipe(response);
  }) as WebHandler;
  handle.close = async () => undefined;
  return handle;
}
