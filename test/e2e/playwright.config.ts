// The browser suite: Playwright drives Debian's Chromium against `npm start`'s entry as users get it: the built SPA
// (`npm run test:e2e` builds it first) on the real local runtime, on 127.0.0.1.

import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { TEST_PASSWORD_COST_LOG2N } from '../support/local-stack';

const PORT = Number(process.env.E2E_PORT ?? 3999);
const EXCLUSIVE = ['**/admin-held-payments.spec.ts', '**/stranded-money.spec.ts', '**/operations-story.spec.ts'];
// These move the runtime's clock (15 minutes, 30 days), which every journey reads: the very last. The payouts journeys
// (payouts.spec.ts) end an order by moving it past the 900 s, as money-owed does.
const CLOCK_MOVING = ['**/money-owed.spec.ts', '**/lease-renewal.spec.ts', '**/payouts.spec.ts'];
// Computed once in the main process and inherited by the workers.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'uk-sms-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Playwright empties its output folder at the start: its own, beside the timings the other stages leave.
  outputDir: '../../test-results/playwright-artifacts',
  fullyParallel: false,
  // Both cores: each file runs in one worker, its journeys in order; journeys use accounts, numbers and orders of
  // their own, so two files never meet (docs/decisions/049), but for the exclusive ones below.
  workers: 2,
  // One retry: a journey that fails once on a busy machine and then passes is not allowed to skip the exclusive and
  // clock-moving projects after it. The first attempt stays in the report as a failure (test/timings counts each
  // attempt), so a flaky journey is still seen.
  retries: 1,
  // The JSON report is what the timings report reads (test/timings).
  reporter: [['list'], ['json', { outputFile: '../../test-results/playwright.json' }]],
  // Room for a busy 2-core machine (two workers beside the runtime they drive): a wait ends as soon as what it expects
  // is on screen, so a longer limit costs a passing journey nothing.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [
    { name: 'journeys', testIgnore: [...EXCLUSIVE, ...CLOCK_MOVING] },
    // What every journey would see changes while these run (the whole eSIM stock set aside, a service added to the
    // catalogue), or they check the whole table (`ledger:check`), which another
    // journey's payment in flight would fail: alone, after the others.
    { name: 'exclusive', testMatch: EXCLUSIVE, dependencies: ['journeys'], workers: 1 },
    { name: 'clock-moving', testMatch: CLOCK_MOVING, dependencies: ['exclusive'], workers: 1 },
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace of every journey, to keep the failed ones, took a third of the suite's CPU: a failure keeps a
    // screenshot and its page's accessibility tree; `--trace retain-on-failure` records traces when wanted.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: `node --import tsx functions/local/main.ts`,
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `http://localhost:${PORT}/php-backend/api/services/list.php`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      SES_PORT: '0',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'ERROR',
      // All the browser's requests come from 127.0.0.1 (docs/decisions/010).
      ADDRESS_LIMIT_SCALE: '1000',
      // Password hashing at the test stacks' cost (test/support/local-stack.ts, docs/decisions/049).
      PASSWORD_HASH_LOG2N: String(TEST_PASSWORD_COST_LOG2N),
    },
  },
});
