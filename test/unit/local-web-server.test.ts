// The local origin serving a built site: no path, however malformed, is a server error, escapes web/dist or stops it.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalClock } from '../../functions/local/clock/local-clock.js';
import { createLocalServer } from '../../functions/local/server.js';
import { sourceFunctions } from '../../functions/local/source-functions.js';
import { distHandler } from '../../functions/local/web-server.js';
import { CLIENT_ROUTES_FILE } from '../../shared/client-routes.js';
import { METHODS, nastyTargets, rawRequest } from '../support/raw-http.js';

const SECRET = 'outside-the-site-do-not-serve';
let folder: string;
let siteUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'uk-sms-dist-'));
  const dist = path.join(folder, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<h1>Landing</h1>');
  writeFileSync(path.join(dist, 'app.html'), '<div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(dist, '404.html'), '<h1>Page not found</h1>');
  writeFileSync(path.join(dist, CLIENT_ROUTES_FILE), JSON.stringify(['/', '/dashboard', '/leases/:id/inbox']));
  writeFileSync(path.join(folder, 'secret.txt'), SECRET);
  const { server, serveWeb } = createLocalServer(sourceFunctions(), {
    clock: startLocalClock(),
    quiet: async () => undefined,
  });
  serveWeb(distHandler(dist));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the local origin with the built site', () => {
  it('answers GET /%zz with 400 instead of stopping the server', async () => {
    expect((await rawRequest(siteUrl, 'GET', '/%zz')).status).toBe(400);
    expect((await rawRequest(siteUrl, 'GET', '/')).text).toContain('<h1>Landing</h1>');
  });

  it('answers every nasty path below 500, never with a file outside the site, and keeps answering', async () => {
    const failures: string[] = [];
    for (const target of nastyTargets(['/', '/assets/', '/leases/', '/../', '/%2e%2e/'])) {
      for (const method of METHODS) {
        const reply = await rawRequest(siteUrl, method, target);
        if (reply.status >= 500 || reply.text.includes(SECRET)) failures.push(`${method} ${target.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await rawRequest(siteUrl, 'GET', '/assets/app.js')).text).toContain('console.log(1)');
  });

  it('serves a client-side route the SPA shell and any other path the not-found page with 404', async () => {
    for (const target of ['/dashboard', '/leases/7/inbox', '/leases/7/inbox/', '/dashboard?tab=1']) {
      const reply = await rawRequest(siteUrl, 'GET', target);
      expect(reply.status, target).toBe(200);
      expect(reply.text, target).toContain('<div id="root"></div>');
    }
    for (const target of ['/no-such-page', '/leases/7', '/dashboard/extra', '/assets/gone.js']) {
      const reply = await rawRequest(siteUrl, 'GET', target);
      expect(reply.status, target).toBe(404);
      expect(reply.text, target).toContain('<h1>Page not found</h1>');
    }
  });
});
