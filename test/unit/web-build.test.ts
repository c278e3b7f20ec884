// `npm start` builds the site only when web/dist is missing or older than what it is built from.

import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleBuild } from '../../functions/local/web-build.js';

let root: string;

function file(relative: string, secondsAgo: number): void {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, relative);
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, time, time);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the site build before npm start', () => {
  it('builds when web/dist is missing, or was left half-built', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'uk-sms-build-'));
    file('web/src/main.tsx', 100);
    expect(staleBuild(root)).toBe('web/dist is missing');
    file('web/dist/index.html', 10);
    expect(staleBuild(root)).toBe('web/dist is missing');
  });

  it('builds when any source is newer than the build, naming it, and not otherwise', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'uk-sms-build-'));
    for (const source of ['web/src/pages/home.tsx', 'web/index.html', 'web/public/icon.svg', 'shared/routes.ts']) {
      file(source, 100);
    }
    file('web/dist/sitemap.xml', 50);
    expect(staleBuild(root)).toBeNull();
    file('shared/routes.ts', 10);
    expect(staleBuild(root)).toBe(`${path.join('shared', 'routes.ts')} is newer than web/dist`);
    file('web/dist/sitemap.xml', 5);
    file('web/src/pages/home.tsx', 1);
    expect(staleBuild(root)).toBe(`${path.join('web', 'src', 'pages', 'home.tsx')} is newer than web/dist`);
  });
});
