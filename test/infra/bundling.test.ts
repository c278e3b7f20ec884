// Each function's handler file, and the one set of esbuild options CDK and the bundle-size benchmark share.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  areaEntry,
  BUNDLE,
  consumerEntry,
  esbuildOptions,
  functionEntries,
  pushSocketEntry,
  nodejsBundling,
  REPO_ROOT,
  scheduleEntry,
} from '../../infra/bundling.js';
import { CONSUMER_NAMES } from '../../shared/events.js';
import { AREA_NAMES } from '../../shared/routes.js';
import { SCHEDULE_NAMES } from '../../shared/schedules.js';

describe('bundling', () => {
  it('finds an area handler at functions/http/<kebab-case area>/index.ts', () => {
    expect(areaEntry('publicApi')).toBe(path.join(REPO_ROOT, 'functions/http/public-api/index.ts'));
    expect(areaEntry('auth', '/elsewhere')).toBe('/elsewhere/functions/http/auth/index.ts');
  });

  it('finds a consumer handler at functions/events/<kebab-case name>.ts', () => {
    expect(consumerEntry('applyPayment')).toBe(path.join(REPO_ROOT, 'functions/events/apply-payment.ts'));
    expect(consumerEntry('applyPayment', '/elsewhere')).toBe('/elsewhere/functions/events/apply-payment.ts');
  });

  it('finds a scheduled job handler at functions/events/<kebab-case name>.ts', () => {
    expect(scheduleEntry('expireOneTimeOrders')).toBe(
      path.join(REPO_ROOT, 'functions/events/expire-one-time-orders.ts'),
    );
  });

  it('lists every area, consumer and scheduled job of the tables once, for CDK, the tests and the benchmark', () => {
    expect(functionEntries('/r')).toEqual([
      ...AREA_NAMES.map((name) => ({ kind: 'area', name, entry: areaEntry(name, '/r') })),
      ...CONSUMER_NAMES.map((name) => ({ kind: 'consumer', name, entry: consumerEntry(name, '/r') })),
      ...SCHEDULE_NAMES.map((name) => ({ kind: 'job', name, entry: scheduleEntry(name, '/r') })),
      { kind: 'socket', name: 'push', entry: pushSocketEntry('/r') },
    ]);
  });

  it('has a handler file in this repository for every function', () => {
    for (const { name, entry } of functionEntries()) expect(existsSync(entry), name).toBe(true);
  });

  it('bundles any handler file as minified ESM with source maps for node20, leaving the AWS SDK to the Lambda runtime', () => {
    for (const entry of [areaEntry('webhooks'), consumerEntry('applyPayment')]) {
      expect(esbuildOptions(entry)).toEqual({
        entryPoints: [entry],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        minify: true,
        sourcemap: true,
        external: ['@aws-sdk/*'],
        mainFields: ['module', 'main'],
        banner: { js: BUNDLE.banner },
      });
    }
  });

  it('gives CDK the very same options', () => {
    expect(nodejsBundling()).toEqual({
      format: 'esm',
      target: BUNDLE.target,
      minify: BUNDLE.minify,
      sourceMap: BUNDLE.sourcemap,
      externalModules: [...BUNDLE.external],
      mainFields: [...BUNDLE.mainFields],
      banner: BUNDLE.banner,
    });
  });
});
