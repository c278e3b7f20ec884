// A deploy that names no stage targets dev, never prod; a stage name outside prod, dev and dev-<name> stops synth, and
// so does prod with a placeholder. These run the CDK app itself (infra/bin/app.ts) with cdk.json's context, as `cdk
// synth` does, bundling skipped: offline (no account), and as `cdk deploy` does (an account, and the CLI's region).

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/bundling.js';
import { DEPLOY_SETTING_KEYS } from '../../infra/deploy-settings.js';
import { DEFAULT_STAGE, stageSettings } from '../../infra/stages.js';
import { TEST_ACCOUNT } from './synth-app.js';

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

/** Prod's settings once an operator has filled them in, given as -c over the committed placeholders. */
const PROD_CONTEXT = {
  stage: 'prod',
  domainName: 'shop.example.com',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  mailDomain: 'example.com',
  alarmEmail: 'ops@example.com',
  coinpaymentsMerchantId: 'merchant-1',
  coinpaymentsPublicKey: 'public-key-1',
};

/** What `cdk deploy` puts in the app's environment: the credentials' account, and the CLI's region (its default). */
const AS_DEPLOY = { CDK_DEFAULT_ACCOUNT: TEST_ACCOUNT, CDK_DEFAULT_REGION: 'us-east-1' };

interface Synthesized {
  /** `<stack name> aws://<account>/<region>` per stack. */
  readonly stacks: string[];
  readonly sourceCommit?: string;
  readonly error: string;
}

/**
 * Runs the app as the CDK CLI would, with extra context and environment (none of the CLI's by default, as an offline
 * synth): the stacks it synthesized (cdk-nag's errors would have stopped it), or its error.
 */
function synthesize(context: Record<string, string> = {}, env: Record<string, string> = {}): Synthesized {
  const outdir = mkdtempSync(path.join(tmpdir(), 'cdk-app-'));
  const { CDK_DEFAULT_ACCOUNT: _account, CDK_DEFAULT_REGION: _region, ...inherited } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'infra/bin/app.ts')], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: {
      ...inherited,
      ...env,
      CDK_OUTDIR: outdir,
      CDK_CONTEXT_JSON: JSON.stringify({
        ...cdkJson.context,
        siteDist: currentSiteBuild(),
        ...context,
        'aws:cdk:bundling-stacks': [],
      }),
    },
  });
  if (run.status !== 0) return { stacks: [], error: run.stderr };
  const manifest = JSON.parse(readFileSync(path.join(outdir, 'manifest.json'), 'utf8')) as {
    artifacts: Record<string, { type: string; environment?: string; properties?: { stackName?: string } }>;
  };
  const stacks = Object.values(manifest.artifacts)
    .filter((artifact) => artifact.type === 'aws:cloudformation:stack')
    .map((artifact) => `${artifact.properties?.stackName} ${artifact.environment}`)
    .sort();
  const template = JSON.parse(readFileSync(path.join(outdir, 'UkSmsNumbers.template.json'), 'utf8')) as {
    Outputs: Record<string, { Value: string }>;
  };
  return { stacks, sourceCommit: template.Outputs.SourceCommit?.Value, error: '' };
}

describe('stages', () => {
  it('cdk.json names no stage and holds no setting: a bare deploy gets the dev stage, its edge stack and dev’s file', () => {
    expect(cdkJson.context.stage).toBeUndefined();
    for (const key of DEPLOY_SETTING_KEYS) expect(cdkJson.context[key], key).toBeUndefined();
    expect(DEFAULT_STAGE).toBe('dev');
    // As `cdk deploy` runs it: the account is the credentials', the region London whatever the CLI's is.
    const synthesized = synthesize({}, AS_DEPLOY);
    expect(synthesized.error).toBe('');
    expect(synthesized.stacks).toEqual([
      `uk-sms-numbers-dev aws://${TEST_ACCOUNT}/eu-west-2`,
      `uk-sms-numbers-dev-edge aws://${TEST_ACCOUNT}/us-east-1`,
      `uk-sms-numbers-dev-edge-alarms aws://${TEST_ACCOUNT}/us-east-1`,
    ]);
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    expect(synthesized.sourceCommit).toMatch(new RegExp(`^${head}(\\+uncommitted)?$`));
  }, 120_000);

  it('deploys prod only when asked by name, in the region -c names, with the account unknown as offline', () => {
    const synthesized = synthesize({ ...PROD_CONTEXT, region: 'eu-west-1' });
    expect(synthesized.error).toBe('');
    expect(synthesized.stacks).toEqual([
      'uk-sms-numbers-prod aws://unknown-account/eu-west-1',
      'uk-sms-numbers-prod-edge aws://unknown-account/us-east-1',
      'uk-sms-numbers-prod-edge-alarms aws://unknown-account/us-east-1',
    ]);
  }, 120_000);

  it('refuses prod from the committed file, which holds placeholders, naming each', () => {
    const { error } = synthesize({ stage: 'prod' }, AS_DEPLOY);
    expect(error).toContain('The prod stage cannot be deployed with these settings (infra/stages/prod.json, then -c):');
    for (const key of ['domainName', 'alarmEmail', 'mailDomain', 'coinpaymentsMerchantId', 'coinpaymentsPublicKey']) {
      expect(error).toContain(`  - ${key} is a placeholder (REPLACE_ME_`);
    }
  }, 120_000);

  it('refuses a stage name that could be confused with another', () => {
    for (const name of ['production', 'Prod', 'dev_alice', `dev-${'a'.repeat(21)}`]) {
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
