// Builds the app and edge stacks the way infra/bin/app.ts does, with cdk.json's context, bundling skipped and stub
// handlers for every area and every event consumer, with the account unknown (as offline synth) or named (as `cdk
// deploy` runs it), once per configuration in a test process, every file reading the same frozen result
// (docs/decisions/049 "The infra suite"); and what a function may do.

import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { functionEntries, REPO_ROOT } from '../../infra/bundling.js';
import { AppStack } from '../../infra/stacks/app-stack.js';
import { EdgeAlarmsStack } from '../../infra/stacks/edge-alarms-stack.js';
import { EdgeStack, type EdgeDomain } from '../../infra/stacks/edge-stack.js';
import { stageSettings } from '../../infra/stages.js';

const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
  context: Record<string, unknown>;
};

/** The payment provider settings the tests deploy with: recognisable, and unlike the stage files' placeholders. */
export const TEST_PROVIDERS = {
  coinpaymentsMerchantId: 'test-merchant-id',
  coinpaymentsPublicKey: 'test-coinpayments-public-key',
} as const;

/**
 * A repository root with a stub handler per area and per consumer: the tests do not depend on the handlers being
 * written yet, and a consumer added to the event table gets its stub without touching this file.
 */
function stubSourceRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'infra-test-'));
  writeFileSync(path.join(root, 'package-lock.json'), '{}');
  for (const { entry } of functionEntries(root)) {
    mkdirSync(path.dirname(entry), { recursive: true });
    writeFileSync(entry, 'export const handler = async () => ({});\n');
  }
  return root;
}

export interface SynthOptions {
  /** The stage, `dev` by default. */
  readonly stage?: string;
  /** The alarm topic's subscriber; by default none. */
  readonly alarmEmail?: string;
  /** The ORIGIN_SECRET version CloudFront sends; by default the current one. */
  readonly originSecretVersion?: string;
  /** The AWS Budget's monthly amount in USD; by default Monitoring's. */
  readonly monthlyBudgetUsd?: number;
  /** Where the built SPA is; by default a folder that does not exist, as before a web build. */
  readonly siteAssetsPath?: string;
  /**
   * The account both stacks deploy to, as `cdk deploy` sets it; by default INFRA_TEST_ACCOUNT's, else unknown, as in an
   * offline synth (`INFRA_TEST_ACCOUNT=123456789012 npx vitest run --project infra` runs the suite as a deploy synths).
   */
  readonly account?: string;
  /** The site's own domain; by default none (the CloudFront address). */
  readonly domain?: EdgeDomain;
  /** The mail domain; `example.com` unless given, even as undefined (mail then follows the site's domain). */
  readonly mailDomain?: string;
}

/** A concrete account id, for a synth as `cdk deploy` runs it. */
export const TEST_ACCOUNT = '123456789012';

/** The SourceCommit the tests build with. */
export const TEST_COMMIT = '0123456789abcdef0123456789abcdef01234567';

/** A synthesized app: its tree, the app stack, and the three stacks' templates (frozen: no test can change another's). */
export interface SynthesizedApp {
  readonly app: App;
  readonly stack: AppStack;
  readonly template: Template;
  readonly edgeTemplate: Template;
  readonly edgeAlarmsTemplate: Template;
}

/**
 * The process's synthesized apps by configuration. The infra project's files share their worker's modules, so a
 * configuration is synthesized once per worker; the map lives on `globalThis` so that a file which re-imports modules
 * (`vi.resetModules`) keeps it too.
 */
const synthesized = ((globalThis as { infraTestSynths?: Map<string, SynthesizedApp> }).infraTestSynths ??= new Map());

/** The app synthesized with these options: made on the first call with them, the same objects on every later one. */
export function synthApp(options: SynthOptions = {}): SynthesizedApp {
  const settings: SynthOptions & { readonly stage: string } = {
    ...options,
    stage: options.stage ?? 'dev',
    account: options.account ?? process.env.INFRA_TEST_ACCOUNT,
    mailDomain: 'mailDomain' in options ? options.mailDomain : 'example.com',
  };
  // The settings that are set, by name: `{}` and `{ stage: 'dev' }` are one configuration.
  const key = JSON.stringify(
    Object.entries(settings)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  let found = synthesized.get(key);
  if (!found) {
    found = synthesize(settings);
    synthesized.set(key, found);
  }
  return found;
}

/** A new app with these settings, every default already filled in. */
function synthesize(options: SynthOptions & { readonly stage: string }): SynthesizedApp {
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  const stage = stageSettings(options.stage);
  const { account, domain } = options;
  // The stacks' names as infra/bin/app.ts gives them: names CDK derives from a stack's name carry the stage.
  const edge = new EdgeStack(app, 'TestEdge', {
    stackName: `${stage.prefix}-edge`,
    env: { account, region: 'us-east-1' },
    crossRegionReferences: true,
    stage,
    domain,
  });
  const stack = new AppStack(app, 'Test', {
    stackName: stage.prefix,
    env: { account, region: 'eu-west-2' },
    crossRegionReferences: true,
    stage,
    domain: domain && { name: domain.name, certificateArn: edge.certificateArn!, hostedZoneId: domain.hostedZoneId },
    sourceCommit: TEST_COMMIT,
    alarmEmail: options.alarmEmail,
    monthlyBudgetUsd: options.monthlyBudgetUsd,
    originSecretVersion: options.originSecretVersion,
    webAclArn: edge.webAclArn,
    mailDomain: options.mailDomain,
    logLevel: 'INFO',
    providers: TEST_PROVIDERS,
    sourceRoot: stubSourceRoot(),
    siteAssetsPath: options.siteAssetsPath ?? path.join(tmpdir(), 'no-web-build-here'),
  });
  const edgeAlarms = new EdgeAlarmsStack(app, 'TestEdgeAlarms', {
    stackName: `${stage.prefix}-edge-alarms`,
    env: { account, region: 'us-east-1' },
    crossRegionReferences: true,
    stage,
    distributionId: stack.distributionId,
    alarmEmail: options.alarmEmail,
  });
  return {
    app,
    stack,
    template: frozen(Template.fromStack(stack)),
    edgeTemplate: frozen(Template.fromStack(edge)),
    edgeAlarmsTemplate: frozen(Template.fromStack(edgeAlarms)),
  };
}

/** The template with its JSON frozen all the way down: a test that changed it would throw, not fail another file. */
function frozen(template: Template): Template {
  const freeze = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
    Object.freeze(value);
    for (const child of Object.values(value)) freeze(child);
  };
  freeze(template.toJSON());
  return template;
}

export interface PolicyStatement {
  Action: string | string[];
  Resource: unknown;
}

/** The statements of the policies attached to a function's role: what it may do. */
export function statementsOf(template: Template, fn: { Properties: any }): PolicyStatement[] {
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as PolicyStatement[]);
}

/** The logical ID of the live alias of a function (by its logical ID): what every caller invokes (docs/decisions/055). */
export function liveAliasId(template: Template, functionId: string | undefined): string | undefined {
  const aliases = template.findResources('AWS::Lambda::Alias', {
    Properties: { FunctionName: { Ref: functionId }, Name: 'live' },
  });
  return Object.keys(aliases)[0];
}

/** The function whose POWERTOOLS_SERVICE_NAME is this area, consumer or job. */
export function functionNamed(template: Template, name: string): { Properties: any } {
  const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: any }>;
  const fn = Object.values(resources).find(
    (resource) =>
      resource.Type === 'AWS::Lambda::Function' &&
      resource.Properties.Environment?.Variables.POWERTOOLS_SERVICE_NAME === name,
  );
  if (!fn) throw new Error(`No function for ${name}`);
  return fn;
}
