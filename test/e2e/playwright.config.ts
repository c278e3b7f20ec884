// The browser suite: Playwright drives Debian's Chromium against `npm start`'s entry as users get it: the built SPA
// (`npm run test:e2e` builds it first) on the real local runtime, on 127.0.0.1.

import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { TEST_PASSWORD_COST_LOG2N } from '../support/local-stack';

const PORT = Number(process.env.E2E_PORT ?? 3999);
// Computed once in the main process and inherited by the workers.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'uk-sms-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
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
