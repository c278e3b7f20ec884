// cdk-nag's AWS Solutions rules find nothing left unacknowledged, before and after a web build.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { synthApp, type SynthOptions } from './synth-app.js';

/**
 * cdk-nag 3 is a policy-validation plugin, not an Aspect: it reports violations instead of adding annotations,
 * so `Annotations.findError` would always be empty. Run the pack on the synthesized tree, as `cdk synth` does.
 */
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
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    expect(findings({ siteAssetsPath: dist })).toEqual([]);
  });

  it('does report what nobody acknowledged (so the empty lists above mean something)', () => {
    const app = new App();
    new Bucket(new Stack(app, 'Bare'), 'Bucket');
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(app);
    expect(report.violations.map((violation) => violation.ruleName)).toContain('AwsSolutions-S10');
  });
});
