// Test projects: unit (pure, fast), integration (real HTTP against the suite's local runtime, files side by side),
// clock (files that move a local runtime's clock, one at a time on a runtime of their own) and infra (CDK assertions).
// Every run keeps each file's time for the timings report (test/timings).

import { defineConfig } from 'vitest/config';

/**
 * Files at once, for every project but the clock's: integration files mostly wait on the runtime (another process),
 * so more of them than there are cores (vitest's default is one fewer than the cores). Projects that run side by side
 * must share the figure.
 */
const WORKERS = 3;

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    reporters: ['default', './test/timings/vitest-file-times.ts'],
    projects: [
      {
        define: { __BUILD_DATE__: JSON.stringify('2026-01-15') },
        // Web files resolve `@/` and `@shared/` through web/tsconfig.json's paths, as Vite does.
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Web tests choose happy-dom per file; their relative API paths resolve against this address (web/src/testing).
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: ['test/integration/clock/**'],
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // A runtime of the project's own, whose clock its files move forward (docs/decisions/049): one file at a time.
        test: {
          name: 'clock',
          include: ['test/integration/clock/**/*.test.ts'],
          globalSetup: ['test/integration/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          globalSetup: ['test/infra/global-setup.ts'],
          // A worker runs its files in one module graph: aws-cdk-lib loads once per worker, not once per file (most of
          // the project's CPU), and each configuration of the app is synthesized once per worker (synth-app.ts).
          isolate: false,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
