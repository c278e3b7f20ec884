// Each area's handler file, and the one set of esbuild options CDK and the bundle-size benchmark share.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaEntry, BUNDLE, esbuildOptions, nodejsBundling, REPO_ROOT } from '../../infra/bundling.js';

describe('bundling', () => {
  it('finds an area handler at functions/http/<kebab-case area>/index.ts', () => {
    expect(areaEntry('publicApi')).toBe(path.join(REPO_ROOT, 'functions/http/public-api/index.ts'));
    expect(areaEntry('auth', '/elsewhere')).toBe('/elsewhere/functions/http/auth/index.ts');
  });

  it('bundles minified ESM with source maps for node20, leaving the AWS SDK to the Lambda runtime', () => {
    expect(esbuildOptions('webhooks')).toEqual({
      entryPoints: [areaEntry('webhooks')],
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
