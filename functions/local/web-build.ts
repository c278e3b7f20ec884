// `npm start` serves the production build: web/dist is built first when it is missing or older than its sources. Synth
// refuses such a build rather than upload it (infra/bin/app.ts, docs/decisions/055).

import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What the build reads: the SPA, its page template and static files, the shared contract, Vite and the build script. */
const SOURCES = ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'web/scripts', 'shared'];
/** The last file `npm run build` writes (web/scripts/build.ts), so an interrupted build counts as missing. */
const BUILT = 'sitemap.xml';

interface Newest {
  file: string;
  mtimeMs: number;
}

function newestIn(file: string): Newest | null {
  if (!existsSync(file)) return null;
  const stat = statSync(file);
  if (!stat.isDirectory()) return { file, mtimeMs: stat.mtimeMs };
  let newest: Newest | null = null;
  for (const entry of readdirSync(file)) {
    const found = newestIn(path.join(file, entry));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/**
 * Why the build in `dist` (web/dist by default) needs building ('web/dist is missing', 'web/src/x.tsx is newer than
 * web/dist'), or null.
 */
export function staleBuild(root = ROOT, dist = path.join(root, 'web', 'dist')): string | null {
  const relative = path.relative(root, dist);
  const name = relative.startsWith('..') || path.isAbsolute(relative) ? dist : relative.split(path.sep).join('/');
  const built = path.join(dist, BUILT);
  if (!existsSync(built)) return `${name} is missing`;
  const builtAt = statSync(built).mtimeMs;
  for (const source of SOURCES) {
    const newest = newestIn(path.join(root, source));
    if (newest && newest.mtimeMs > builtAt) return `${path.relative(root, newest.file)} is newer than ${name}`;
  }
  return null;
}

/** Runs `npm run build` (its output shown) when web/dist is stale; says what it does either way. */
export async function ensureWebBuild(say: (line: string) => void): Promise<void> {
  const reason = staleBuild();
  if (!reason) return say('The site: web/dist is up to date with its sources');
  say(`The site: building it first (${reason}): npm run build ...`);
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'web/scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error('the site build failed (its errors are above)');
}
