// A tab opened before a deploy asks for a page chunk the deploy removed: it reloads once, at the page it was going to,
// and shows that page from the new build; a chunk still missing after that reload shows the error page rather than
// reloading again (docs/decisions/055). The site's files come from a copy of web/dist that each journey "deploys" to,
// the API from the running stack, on the one origin: web/dist itself is never touched.

import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { distHandler } from '../../functions/local/web-server.js';
import { isApiPath } from '../../shared/routes.js';
import { PUSH_PATH } from '../../shared/schemas/push.js';

const DIST = path.resolve(import.meta.dirname, '../../web/dist');

interface ServedCopy {
  readonly dir: string;
  readonly origin: string;
  close(): void;
}

/** A copy of the build, served as `npm start` serves web/dist. */
async function serveCopy(): Promise<ServedCopy> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'uk-sms-site-'));
  cpSync(DIST, dir, { recursive: true });
  const server = http.createServer(distHandler(dir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    dir,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The page gets every file of the site from the copy; API calls and the socket still reach the running stack. */
async function siteFrom(page: Page, copy: ServedCopy): Promise<void> {
  await page.route(
    (url) => !isApiPath(url.pathname) && !url.pathname.startsWith(PUSH_PATH) && !url.pathname.startsWith('/_sim/'),
    async (route) => {
      const url = new URL(route.request().url());
      const answer = await fetch(`${copy.origin}${url.pathname}${url.search}`);
      await route.fulfill({
        status: answer.status,
        contentType: answer.headers.get('content-type') ?? undefined,
        headers: { 'cache-control': answer.headers.get('cache-control') ?? 'no-cache' },
        body: Buffer.from(await answer.arrayBuffer()),
      });
    },
  );
}

/** Every file of a folder, however deep. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => /\.(html|js|json)$/.test(file));

/**
 * What a deploy that prunes the old files does to one chunk: the new build names it by a new hash, every page and chunk
 * that loads it names the new file, and the old file is gone. Returns the old and the new name.
 */
function deployWithNewChunk(copy: ServedCopy, prefix: string): { old: string; renamed: string } {
  const assets = path.join(copy.dir, 'assets');
  const old = readdirSync(assets).find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'));
  if (!old) throw new Error(`no ${prefix} chunk in web/dist/assets: run npm run build`);
  const renamed = `${prefix}-NextBuild.js`;
  for (const file of filesOf(copy.dir)) {
    const text = readFileSync(file, 'utf8');
    if (text.includes(old)) writeFileSync(file, text.replaceAll(old, renamed));
  }
  renameSync(path.join(assets, old), path.join(assets, renamed));
  return { old, renamed };
}

/**
 * Opens the landing page from the copy and waits until it is idle, so the deploy lands between two clicks rather than
 * under a file the page is still reading. Returns how many documents the page has loaded since (the landing page's
 * included).
 */
async function openLanding(page: Page, copy: ServedCopy): Promise<() => number> {
  await siteFrom(page, copy);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receive SMS verification codes on a UK number');
  await page.waitForLoadState('networkidle');
  return () => loads;
}

let copy: ServedCopy;
test.beforeEach(async () => {
  copy = await serveCopy();
});
test.afterEach(() => copy.close());

test('a page whose chunk a deploy removed reloads once and shows from the new build', async ({ page }) => {
  const loads = await openLanding(page, copy);

  const { old } = deployWithNewChunk(copy, 'privacy-policy');
  const gone = page.waitForResponse((response) => response.url().endsWith(`/assets/${old}`));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  expect((await gone).status()).toBe(404);

  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The reloaded page is prerendered: its heading shows before its load event, which is then counted.
  await expect.poll(loads).toBe(2);
});

test('a chunk still missing after the reload shows the error page, with no second reload', async ({ page }) => {
  const loads = await openLanding(page, copy);

  const { renamed } = deployWithNewChunk(copy, 'privacy-policy');
  rmSync(path.join(copy.dir, 'assets', renamed));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();

  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expect.poll(loads).toBe(2);
});
