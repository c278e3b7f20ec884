// `npm run bench:web`: builds the site, serves it from the local runtime (WEB_MODE=dist), runs Lighthouse on / and
// /privacy-policy, and prints the four category scores of each (median run) and the gzip size of the JS the landing page loads
// before it is interactive (its module script and modulepreloads).

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.js';
import { startLocalStack } from '../support/local-stack.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = ['/', '/privacy-policy'];
/** Lighthouse's scores vary from run to run on a shared machine: each page is run this often and the median shown. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGETS: Record<string, number> = { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 };
const JS_LIMIT_KB = 125;
/** The landing page's JavaScript as Lighthouse counts it: everything it fetches, islands included (docs/decisions/037). */
const LIGHTHOUSE_JS_LIMIT_KIB = 100;

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { score: number | null; title: string; displayValue?: string; details?: { items?: Record<string, unknown>[] } }
  >;
}

/** The scripts Lighthouse saw the page fetch, up front or later, with the bytes sent for each, largest first. */
function lighthouseScripts(report: LighthouseReport): [string, number][] {
  const items = report.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .map((item): [string, number] => [new URL(String(item.url)).pathname, Number(item.transferSize ?? 0)])
    .sort((a, b) => b[1] - a[1]);
}

function lighthouse(url: string): LighthouseReport {
  const work = mkdtempSync(path.join(os.tmpdir(), 'uk-sms-lh-'));
  try {
    const output = path.join(work, 'report.json');
    execFileSync(
      'npx',
      [
        'lighthouse',
        url,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--chrome-flags=${[...CHROMIUM_FLAGS, `--user-data-dir=${path.join(work, 'profile')}`].join(' ')}`,
      ],
      { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The scripts the landing page's HTML loads up front: its module entry and every modulepreload. */
async function landingScriptsGzip(siteUrl: string): Promise<{ files: [string, number][]; total: number }> {
  const html = await (await fetch(`${siteUrl}/`)).text();
  const sources = new Set(
    [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (m) => (m[1] ?? m[2])!,
    ),
  );
  const files: [string, number][] = [];
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, siteUrl))).arrayBuffer());
    files.push([source, gzipSync(body, { level: 9 }).length]);
  }
  return { files, total: files.reduce((sum, [, size]) => sum + size, 0) };
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  console.log('Building the site ...');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  console.log('Starting the local runtime (WEB_MODE=dist) ...');
  const stack = await startLocalStack({ WEB_MODE: 'dist' });
  try {
    console.log(
      `\nLighthouse ${JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version} (mobile, simulated throttling) on ${stack.siteUrl}`,
    );
    for (const page of PAGES) {
      const reports = Array.from({ length: RUNS }, () => lighthouse(`${stack.siteUrl}${page}`));
      const performance = (r: LighthouseReport) => r.categories.performance?.score ?? 0;
      reports.sort((a, b) => performance(a) - performance(b));
      const report = reports[Math.floor(reports.length / 2)]!;
      const scores = Object.entries(TARGETS).map(([id, target]) => {
        const score = Math.round((report.categories[id]?.score ?? 0) * 100);
        return `${id} ${score}${score >= target ? '' : ` (target ${target})`}`;
      });
      const runs = reports.map((r) => Math.round(performance(r) * 100)).join(', ');
      console.log(`${page.padEnd(16)} ${scores.join('   ')}   (median of ${RUNS} runs; performance per run: ${runs})`);
      const scripts = lighthouseScripts(report);
      const scriptKib = scripts.reduce((sum, [, size]) => sum + size, 0) / 1024;
      console.log(
        `${''.padEnd(18)}JavaScript as Lighthouse counts it: ${scriptKib.toFixed(1)} KiB in ${scripts.length} files` +
          (page === '/'
            ? ` (target at most ${LIGHTHOUSE_JS_LIMIT_KIB} KiB) ${scriptKib <= LIGHTHOUSE_JS_LIMIT_KIB ? 'ok' : 'MISSED'}`
            : ''),
      );
      if (page === '/')
        for (const [file, size] of scripts)
          console.log(`${''.padEnd(20)}${(size / 1024).toFixed(1).padStart(6)} KiB  ${file}`);
      // What cost points, so a missed target says why.
      for (const [id, target] of Object.entries(TARGETS)) {
        const category = report.categories[id];
        if (!category || Math.round((category.score ?? 0) * 100) >= target) continue;
        for (const ref of category.auditRefs) {
          const audit = report.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            console.log(`${''.padEnd(18)}${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
          }
        }
      }
    }

    const { files, total } = await landingScriptsGzip(stack.siteUrl);
    console.log(`\nJavaScript the landing page loads before it is interactive (${files.length} files, gzip -9):`);
    for (const [file, size] of files.sort((a, b) => b[1] - a[1]))
      console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
    const kb = total / 1024;
    console.log(
      `  ${kb.toFixed(1).padStart(6)} KB  total (target at most ${JS_LIMIT_KB} KB) ${kb <= JS_LIMIT_KB ? 'ok' : 'MISSED'}`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
