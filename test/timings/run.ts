// `npm run test:timings`: the checks a developer runs (typecheck, lint, vitest, then the browser suite unless
// `--no-e2e`), each timed as a stage, then the timings report (report.ts); `--compare <file>` as for the report.

import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { RESULTS_DIR, STAGES, PLAYWRIGHT_JSON, VITEST_FILES } from './results.js';

const { values } = parseArgs({ options: { 'no-e2e': { type: 'boolean' }, compare: { type: 'string' } } });

const STAGE_COMMANDS: [string, string][] = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['vitest', 'npx vitest run'],
  ...(values['no-e2e'] ? [] : ([['browser suite', 'npm run test:e2e']] as [string, string][])),
];

mkdirSync(RESULTS_DIR, { recursive: true });
for (const file of [STAGES, VITEST_FILES, PLAYWRIGHT_JSON]) rmSync(file, { force: true });
const started = performance.now();
let failed = false;
for (const [stage, command] of STAGE_COMMANDS) {
  const start = (performance.now() - started) / 1000;
  console.log(`\n== ${stage}: ${command}`);
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000 - start;
  appendFileSync(STAGES, `${JSON.stringify({ stage, start, seconds })}\n`);
  if (status !== 0) {
    failed = true;
    console.log(`${stage} failed (exit ${status}); the report covers what ran`);
    break;
  }
}
const report = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'test/timings/report.ts', ...(values.compare ? ['--compare', values.compare] : [])],
  { stdio: 'inherit' },
);
process.exit(failed || report.status !== 0 ? 1 : 0);
