// The CDK app: per stage the app stack, its edge stack (us-east-1: the WAF, and the site's certificate when the stack
// makes it) and its edge alarms stack (us-east-1), with the stage's settings from its committed file
// (infra/stages/<stage>.json) and any -c on top, checked by cdk-nag's AWS Solutions rules. No stage named means a dev
// stage, never prod.

import path from 'node:path';
import { Annotations, App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { staleBuild } from '../../functions/local/web-build.js';
import { REPO_ROOT } from '../bundling.js';
import { DEPLOY_SETTING_KEYS, PLACEHOLDER, readStageFile, resolveDeploySettings } from '../deploy-settings.js';
import { sourceCommit } from '../source-commit.js';
import { AppStack } from '../stacks/app-stack.js';
import { EdgeAlarmsStack } from '../stacks/edge-alarms-stack.js';
import { EdgeStack } from '../stacks/edge-stack.js';
import { DEFAULT_STAGE, stageSettings } from '../stages.js';

const app = new App();
const stage = stageSettings(String(app.node.tryGetContext('stage') ?? DEFAULT_STAGE));
const stageFile = readStageFile(stage);
/** The `-c` values of settings: each overrides the stage's file for this deploy only. */
const context: Record<string, string> = Object.fromEntries(
  DEPLOY_SETTING_KEYS.flatMap((key) => {
    const value: unknown = app.node.tryGetContext(key);
    return value === undefined ? [] : [[key, String(value)]];
  }),
);
const settings = resolveDeploySettings(stage, stageFile, context);

// The account is the deploying profile's (`cdk deploy` sets CDK_DEFAULT_ACCOUNT; synth needs none and does no
// lookups). The region never is: the CLI always sets CDK_DEFAULT_REGION, us-east-1 unless configured, so the stage's
// settings name it. The WAF and the certificate of a distribution must be in us-east-1, and the app stack reads their
// ARNs across regions.
const account = process.env.CDK_DEFAULT_ACCOUNT;

// The site goes up as built: synth refuses a build that is missing or older than a source, naming it
// (docs/decisions/055). `-c siteDist=<folder>` reads the build from elsewhere, checked against the same sources.
const siteDist = String(app.node.tryGetContext('siteDist') ?? path.join(REPO_ROOT, 'web', 'dist'));
const siteProblem = staleBuild(REPO_ROOT, siteDist);
if (siteProblem) {
  throw new Error(
    `The site build is not of these sources: ${siteProblem}. Run \`VITE_SITE_URL=<the site's address> npm run build\` ` +
      'first (docs/deploy.md).',
  );
}

const edge = new EdgeStack(app, 'UkSmsNumbersEdge', {
  stackName: `${stage.prefix}-edge`,
  description: `UK SMS numbers (${stage.name}): the WAF web ACL of the distribution, and its certificate`,
  env: { account, region: 'us-east-1' },
  crossRegionReferences: true,
  stage,
  domain:
    settings.domainName === undefined
      ? undefined
      : { name: settings.domainName, certificateArn: settings.certificateArn, hostedZoneId: settings.hostedZoneId },
});

const stack = new AppStack(app, 'UkSmsNumbers', {
  stackName: stage.prefix,
  description: `UK SMS numbers (${stage.name}): SPA, HTTP API, functions, table and events`,
  env: { account, region: settings.region },
  crossRegionReferences: true,
  stage,
  mailDomain: settings.mailDomain,
  alarmEmail: settings.alarmEmail,
  domain:
    settings.domainName === undefined
      ? undefined
      : { name: settings.domainName, certificateArn: edge.certificateArn!, hostedZoneId: settings.hostedZoneId },
  monthlyBudgetUsd: settings.monthlyBudgetUsd,
  webAclArn: edge.webAclArn,
  originSecretVersion: app.node.tryGetContext('originSecretVersion') as string | undefined,
  logLevel: settings.logLevel,
  providers: settings,
  sourceCommit: sourceCommit(),
  siteAssetsPath: siteDist,
});

new EdgeAlarmsStack(app, 'UkSmsNumbersEdgeAlarms', {
  stackName: `${stage.prefix}-edge-alarms`,
  description: `UK SMS numbers (${stage.name}): the alarms on CloudFront's and the WAF's figures, kept in us-east-1`,
  env: { account, region: 'us-east-1' },
  crossRegionReferences: true,
  stage,
  distributionId: stack.distributionId,
  alarmEmail: settings.alarmEmail,
});

// A placeholder is refused for prod above; for another stage it is a warning. The secrets' placeholders are warned
// about where they are made (AppSecrets).
for (const [key, value] of Object.entries(settings)) {
  if (typeof value !== 'string' || !value.startsWith(PLACEHOLDER)) continue;
  Annotations.of(stack).addWarningV2(
    `uk-sms-numbers:setting-placeholder-${key}`,
    `${key} is a placeholder in ${stageFile.file}: fine for synth, but this stage cannot work with it`,
  );
}
// A -c value holds for this deploy only: the next operator's deploy reads the file.
for (const [key, value] of Object.entries(context)) {
  if (stageFile.values[key] === value) continue;
  Annotations.of(stack).addWarningV2(
    `uk-sms-numbers:setting-override-${key}`,
    `-c ${key}=${value} is not what ${stageFile.file} says: commit it there, or the next deploy undoes it`,
  );
}

Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
