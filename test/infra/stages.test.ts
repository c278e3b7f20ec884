// A deploy that names no stage targets dev, never prod; a stage name outside prod, dev and dev-<name> stops synth.
// These run the CDK app itself (infra/bin/app.ts) with cdk.json's context, as `cdk synth` does, bundling skipped.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/bundling.js';
import { DEFAULT_STAGE, stageSettings } from '../../infra/stages.js';

const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
  context: Record<string, unknown>;
};

/**
 * A site build made now, so newer than every source: the app refuses to synth without a current one (a fresh clone has
 * no web/dist, and CI builds it beside these tests).
 */
function currentSiteBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  for (const file of ['index.html', 'sitemap.xml']) writeFileSync(path.join(dist, file), '<!doctype html>');
  return dist;
}

/** Runs the app as the CDK CLI would, with extra context; the stack names it synthesized, or its error. */
function synthesize(context: Record<string, string> = {}) {
  const outdir = mkdtempSync(path.join(tmpdir(), 'cdk-app-'));
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'infra/bin/app.ts')], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      CDK_OUTDIR: outdir,
      CDK_CONTEXT_JSON: JSON.stringify({
        ...cdkJson.context,
        siteDist: currentSiteBuild(),
        ...context,
        'aws:cdk:bundling-stacks': [],
      }),
    },
  });
  if (run.status !== 0) return { stackNames: [], error: run.stderr };
  const manifest = JSON.parse(readFileSync(path.join(outdir, 'manifest.json'), 'utf8')) as {
    artifacts: Record<string, { type: string; properties?: { stackName?: string } }>;
  };
  const stackNames = Object.values(manifest.artifacts)
    .filter((artifact) => artifact.type === 'aws:cloudformation:stack')
    .map((artifact) => artifact.properties?.stackName)
    .sort();
  return { stackNames, error: '' };
}

describe('stages', () => {
  it('cdk.json names no stage, so a bare deploy gets the dev stage and its edge stack', () => {
    expect(cdkJson.context.stage).toBeUndefined();
    expect(DEFAULT_STAGE).toBe('dev');
    expect(synthesize().stackNames).toEqual([
      'uk-sms-numbers-dev',
      'uk-sms-numbers-dev-edge',
      'uk-sms-numbers-dev-edge-alarms',
    ]);
  }, 120_000);

  it('deploys prod only when asked by name', () => {
    expect(synthesize({ stage: 'prod' }).stackNames).toEqual([
      'uk-sms-numbers-prod',
      'uk-sms-numbers-prod-edge',
      'uk-sms-numbers-prod-edge-alarms',
    ]);
  }, 120_000);

  it('refuses a stage name that could be confused with another', () => {
    for (const name of ['production', 'Prod', 'dev_alice']) {
      expect(() => stageSettings(name)).toThrow(/stage must be prod, dev or dev-<name>/);
    }
    expect(synthesize({ stage: 'production' }).error).toMatch(/stage must be prod, dev or dev-<name>/);
  }, 120_000);

  it('keeps prod’s data and logs, and lets a dev stage go whole', () => {
    expect(stageSettings('prod')).toMatchObject({ production: true, removalPolicy: 'retain' });
    expect(stageSettings('dev-alice')).toMatchObject({ production: false, removalPolicy: 'destroy' });
    expect(stageSettings('prod').logRetention).toBeGreaterThan(stageSettings('dev').logRetention);
  });
});

describe('the site build synth uploads', () => {
  it('must be there: synth stops, saying so, rather than leave the site out', () => {
    const missing = path.join(tmpdir(), 'no-web-build-here');
    expect(synthesize({ siteDist: missing }).error).toContain(
      `The site build is not of these sources: ${missing} is missing. Run \`VITE_SITE_URL=<the site's address> npm run build\``,
    );
  }, 120_000);

  it('must be newer than every source: synth stops, naming the newer file', () => {
    const stale = currentSiteBuild();
    const longAgo = new Date('2020-01-01T00:00:00Z');
    utimesSync(path.join(stale, 'sitemap.xml'), longAgo, longAgo);
    expect(synthesize({ siteDist: stale }).error).toMatch(
      new RegExp(`The site build is not of these sources: web/src/\\S+ is newer than ${stale}\\.`),
    );
  }, 120_000);
});
