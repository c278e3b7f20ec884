// The CDK app: per stage the app stack and its WAF stack (us-east-1), settings from infra/stages.ts and the context
// (cdk.json or -c), checked by cdk-nag's AWS Solutions rules. No stage named means a dev stage, never prod.

import path from 'node:path';
import { Annotations, App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Settings } from '../../functions/config.js';
import { staleBuild } from '../../functions/local/web-build.js';
import { REPO_ROOT } from '../bundling.js';
import { COINPAYMENTS_API_URL, NOWPAYMENTS_API_URL } from '../constructs/app-functions.js';
import { AppStack } from '../stacks/app-stack.js';
import { currentRelease } from '../release.js';
import { EdgeAlarmsStack } from '../stacks/edge-alarms-stack.js';
import { EdgeStack } from '../stacks/edge-stack.js';
import { DEFAULT_STAGE, stageSettings } from '../stages.js';

const LOG_LEVELS: readonly Settings['LOG_LEVEL'][] = ['DEBUG', 'INFO', 'WARN', 'ERROR'];

const app = new App();
const context = (key: string, fallback: string): string => String(app.node.tryGetContext(key) ?? fallback);

const stage = stageSettings(context('stage', DEFAULT_STAGE));
const logLevel = context('logLevel', 'INFO') as Settings['LOG_LEVEL'];
if (!LOG_LEVELS.includes(logLevel))
  throw new Error(`logLevel must be one of ${LOG_LEVELS.join(', ')}; got ${logLevel}`);

/** cdk.json's provider values start with this, so that synth works offline; a deploy needs the real ones. */
const PLACEHOLDER = 'REPLACE_ME_';

/** A context value the functions check with z.url() at start-up: checked here too, so a typo fails synth instead. */
const urlContext = (key: string, fallback: string): string => {
  const value = context(key, fallback);
  if (!URL.canParse(value)) throw new Error(`${key} must be a URL; got ${value}`);
  return value;
};

/** The AWS Budget's monthly amount in USD: a positive number, or Monitoring's default. */
const budgetContext = app.node.tryGetContext('monthlyBudgetUsd') as string | number | undefined;
const monthlyBudgetUsd = budgetContext === undefined ? undefined : Number(budgetContext);
if (monthlyBudgetUsd !== undefined && !(monthlyBudgetUsd > 0)) {
  throw new Error(`monthlyBudgetUsd must be a positive number of US dollars; got ${String(budgetContext)}`);
}

/** The region of the app stack: the profile's, else London (the customers are in the UK). */
const region = context('region', process.env.CDK_DEFAULT_REGION ?? 'eu-west-2');
// The account stays the deploying profile's: synth needs none and does no lookups. The regions are named, because
// the WAF of a distribution must be in us-east-1 and the app stack reads its ARN across regions.
const account = process.env.CDK_DEFAULT_ACCOUNT;

// The site goes up as built: synth refuses a build that is missing or older than a source, naming it (docs/decisions/055).
// `-c siteDist=<folder>` reads the build from elsewhere, checked against the same sources.
const siteDist = context('siteDist', path.join(REPO_ROOT, 'web', 'dist'));
const siteProblem = staleBuild(REPO_ROOT, siteDist);
if (siteProblem) {
  throw new Error(
    `The site build is not of these sources: ${siteProblem}. Run \`VITE_SITE_URL=<the site's address> npm run build\` ` +
      'first (docs/deploy.md).',
  );
}

const edge = new EdgeStack(app, 'UkSmsNumbersEdge', {
  stackName: `uk-sms-numbers-${stage.name}-edge`,
  description: `UK SMS numbers (${stage.name}): the WAF web ACL of the distribution`,
  env: { account, region: 'us-east-1' },
  crossRegionReferences: true,
  stage,
});

const stack = new AppStack(app, 'UkSmsNumbers', {
  stackName: `uk-sms-numbers-${stage.name}`,
  description: `UK SMS numbers (${stage.name}): SPA, HTTP API, functions, table and events`,
  env: { account, region },
  crossRegionReferences: true,
  stage,
  mailDomain: context('mailDomain', 'example.com'),
  alarmEmail: app.node.tryGetContext('alarmEmail') as string | undefined,
  monthlyBudgetUsd,
  webAclArn: edge.webAclArn,
  originSecretVersion: app.node.tryGetContext('originSecretVersion') as string | undefined,
  logLevel,
  release: currentRelease(),
  siteAssetsPath: siteDist,
  providers: {
    coinpaymentsApiUrl: urlContext('coinpaymentsApiUrl', COINPAYMENTS_API_URL),
    coinpaymentsMerchantId: context('coinpaymentsMerchantId', `${PLACEHOLDER}COINPAYMENTS_MERCHANT_ID`),
    coinpaymentsPublicKey: context('coinpaymentsPublicKey', `${PLACEHOLDER}COINPAYMENTS_PUBLIC_KEY`),
    nowpaymentsApiUrl: urlContext('nowpaymentsApiUrl', NOWPAYMENTS_API_URL),
  },
});

new EdgeAlarmsStack(app, 'UkSmsNumbersEdgeAlarms', {
  stackName: `uk-sms-numbers-${stage.name}-edge-alarms`,
  description: `UK SMS numbers (${stage.name}): the alarms on CloudFront's and the WAF's figures, kept in us-east-1`,
  env: { account, region: 'us-east-1' },
  crossRegionReferences: true,
  stage,
  distributionId: stack.distributionId,
  alarmEmail: app.node.tryGetContext('alarmEmail') as string | undefined,
});

// One warning per placeholder; the secrets' placeholders are warned about where they are made (AppSecrets).
for (const key of ['coinpaymentsMerchantId', 'coinpaymentsPublicKey']) {
  if (!context(key, PLACEHOLDER).startsWith(PLACEHOLDER)) continue;
  Annotations.of(stack).addWarningV2(
    `uk-sms-numbers:context-placeholder-${key}`,
    `${key} is cdk.json's placeholder: fine for synth, but a deploy would reject every CoinPayments IPN; ` +
      `deploy with -c ${key}=<value>`,
  );
}

Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
