// cdk-nag's AWS Solutions rules find nothing left unacknowledged, before and after a web build, with the account
// unknown (offline synth) and named (as `cdk deploy` runs it, where acknowledgements must name the account itself).

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { synthApp, TEST_ACCOUNT, type SynthOptions } from './synth-app.js';

/**
 * cdk-nag 3 is a policy-validation plugin, not an Aspect: it reports violations instead of adding annotations,
 * so `Annotations.findError` would always be empty. Run the pack on the synthesized tree, as `cdk synth` does.
 */
/** A folder like web/dist. */
function webBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  return dist;
}

function findings(options?: SynthOptions): string[] {
  const { app } = synthApp(options);
  const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(app);
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map(
      (resource) =>
        `${violation.severity} ${violation.ruleName} at ${resource.constructPath}: ${violation.description}`,
    ),
  );
}

describe('cdk-nag AWS Solutions', () => {
  it('leaves no error or warning unacknowledged before a web build', () => {
    expect(findings()).toEqual([]);
  });

  it('leaves no error or warning unacknowledged when the SPA is deployed too', () => {
    expect(findings({ siteAssetsPath: webBuild() })).toEqual([]);
  });

  it('leaves none with a concrete account, as a deploy synthesizes: the SPA, prod and its own domain included', () => {
    const domain = { name: 'shop.example.com', hostedZoneId: 'Z0123456789ABCDEFGHIJ' };
    expect(findings({ account: TEST_ACCOUNT, stage: 'prod', domain, siteAssetsPath: webBuild() })).toEqual([]);
  });

  it('does report what nobody acknowledged (so the empty lists above mean something)', () => {
    const app = new App();
    new Bucket(new Stack(app, 'Bare'), 'Bucket');
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(app);
    expect(report.violations.map((violation) => violation.ruleName)).toContain('AwsSolutions-S10');
  });
});
