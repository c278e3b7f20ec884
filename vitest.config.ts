// Test projects: unit (pure, fast), integration (real HTTP against the local runtime), infra (CDK assertions).

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          globalSetup: ['test/infra/global-setup.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
