// The non-secret settings a stage is deployed with: read from the stage's committed file (infra/stages/<stage>.json),
// with any `-c key=value` on top, and checked before anything is built. A value in the wrong shape stops synth for any
// stage; a prod synth also stops on every value that is missing or still a placeholder, naming each one
// (docs/decisions/054). Secrets are not settings: they live in Secrets Manager (infra/constructs/secrets.ts).

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import type { Settings } from '../functions/config.js';
import { REPO_ROOT } from './bundling.js';
import { COINPAYMENTS_API_URL, NOWPAYMENTS_API_URL } from './constructs/app-functions.js';
import type { StageSettings } from './stages.js';

/** Where the stages' files are: `<stage>.json` each. */
export const STAGE_FILES_DIR = path.join('infra', 'stages');

/** A value that starts with this is a placeholder in a committed file: fine for synth, never for prod. */
export const PLACEHOLDER = 'REPLACE_ME';

/** The app region when neither the stage's file nor `-c region` names one: London, the customers are in the UK. */
export const DEFAULT_REGION = 'eu-west-2';

export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const satisfies readonly Settings['LOG_LEVEL'][];

const domainName = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'must be a lower-case domain name, such as shop.example.com',
  );

const MAIL_DOMAIN_MISSING = 'is missing, and there is no domainName for mail to follow';

const SETTINGS_SHAPE = {
  /** The app stack's region (the edge stack is always in us-east-1). The CDK CLI's own region is never used. */
  region: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, 'must be an AWS region, such as eu-west-2')
    .default(DEFAULT_REGION),
  /** Prod sends from `no-reply@<mailDomain>`, another stage from `no-reply@<stage>.<mailDomain>`. */
  mailDomain: domainName.optional(),
  /** The alarm topic's subscriber. */
  alarmEmail: z.email('must be an email address').optional(),
  /** The site's own name: CloudFront serves it, and PUBLIC_URL (links, webhook URLs) is `https://<domainName>`. */
  domainName: domainName.optional(),
  /** A certificate for domainName, in us-east-1 (CloudFront takes certificates from there only). */
  certificateArn: z
    .string()
    .regex(
      /^arn:aws:acm:us-east-1:\d{12}:certificate\/[\w-]+$/,
      'must be the ARN of an ACM certificate in us-east-1 (CloudFront takes certificates from there only)',
    )
    .optional(),
  /** The Route 53 zone holding domainName: the stack adds the alias records, and without certificateArn makes one. */
  hostedZoneId: z
    .string()
    .regex(/^Z[A-Z0-9]{1,32}$/, 'must be a Route 53 hosted zone id, such as Z0123456789ABCDEFGHIJ')
    .optional(),
  /** The merchant ID every CoinPayments IPN must carry. */
  coinpaymentsMerchantId: z.string({ error: 'is missing' }).min(1, 'is empty'),
  /** The public half of the CoinPayments API key pair (the private half is a secret). */
  coinpaymentsPublicKey: z.string({ error: 'is missing' }).min(1, 'is empty'),
  coinpaymentsApiUrl: z.url('must be a URL').default(COINPAYMENTS_API_URL),
  nowpaymentsApiUrl: z.url('must be a URL').default(NOWPAYMENTS_API_URL),
  /** The NOWPayments account of its payout API (docs/decisions/065); without it no NOWPayments payout is asked for. */
  nowpaymentsPayoutEmail: z.email('must be an email address').optional(),
  /**
   * The carrier's account, regulatory bundle and address (docs/decisions/061): without the account nothing is bought
   * or released; its auth token is the secret TWILIO_AUTH_TOKEN.
   */
  twilioAccountSid: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC and 32 hex digits)')
    .optional(),
  twilioBundleSid: z.string().regex(/^BU[0-9a-fA-F]{32}$/, 'must be a Twilio bundle SID').optional(),
  twilioAddressSid: z.string().regex(/^AD[0-9a-fA-F]{32}$/, 'must be a Twilio address SID').optional(),
  logLevel: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('INFO'),
  /** The AWS Budget's monthly amount in US dollars; Monitoring's default if left out. */
  monthlyBudgetUsd: z.coerce.number<unknown>().positive('must be a positive number of US dollars').optional(),
};

export const DeploySettings = z.strictObject(SETTINGS_SHAPE).superRefine((settings, context) => {
  const problem = (key: keyof typeof SETTINGS_SHAPE, message: string) =>
    context.addIssue({ code: 'custom', path: [key], message });
  if (settings.domainName === undefined) {
    if (settings.certificateArn !== undefined) problem('certificateArn', 'is for domainName, which is not set');
    if (settings.hostedZoneId !== undefined) problem('hostedZoneId', 'is for domainName, which is not set');
  } else if (settings.certificateArn === undefined && settings.hostedZoneId === undefined) {
    problem(
      'domainName',
      'needs certificateArn (a certificate in us-east-1) or hostedZoneId (the stack makes one, validated in that zone)',
    );
  }
  if (settings.mailDomain === undefined && settings.domainName === undefined) {
    problem('mailDomain', MAIL_DOMAIN_MISSING);
  }
});
export type DeploySettings = z.infer<typeof DeploySettings>;

/** Every key a stage's file may hold, each also a `-c` context key. */
export const DEPLOY_SETTING_KEYS = Object.keys(SETTINGS_SHAPE) as (keyof typeof SETTINGS_SHAPE)[];

/** What prod may not leave out: without each, a customer-facing part of the product would not work. */
const REQUIRED_IN_PRODUCTION: Partial<Record<keyof typeof SETTINGS_SHAPE, string>> = {
  domainName: 'the site would live on a CloudFront address, and moving later changes every webhook URL',
  alarmEmail: 'no one would hear an alarm',
  coinpaymentsMerchantId: 'every CoinPayments IPN would be refused',
  coinpaymentsPublicKey: 'every CoinPayments checkout would be refused',
};

/** Keys of the site's own domain: they name one stage only, so a personal stage never borrows them. */
const SITE_DOMAIN_KEYS = ['domainName', 'certificateArn', 'hostedZoneId'];

export interface StageFile {
  /** The file, relative to the repository root. */
  readonly file: string;
  readonly values: Readonly<Record<string, unknown>>;
}

/**
 * The committed file of a stage: `infra/stages/<stage>.json`; a personal stage without a file of its own reads dev's,
 * less the site's domain.
 */
export function readStageFile(stage: StageSettings, root: string = REPO_ROOT): StageFile {
  const own = path.join(STAGE_FILES_DIR, `${stage.name}.json`);
  const borrowed = !existsSync(path.join(root, own)) && stage.name.startsWith('dev-');
  const file = borrowed ? path.join(STAGE_FILES_DIR, 'dev.json') : own;
  if (!existsSync(path.join(root, file))) throw new Error(`The ${stage.name} stage has no settings file: ${file}`);
  const values = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
  if (!borrowed) return { file, values };
  return {
    file,
    values: Object.fromEntries(Object.entries(values).filter(([key]) => !SITE_DOMAIN_KEYS.includes(key))),
  };
}

/** The problems of a prod stage's values, one line each: a placeholder anywhere, or a required value missing. */
function productionProblems(values: Readonly<Record<string, unknown>>): Map<string, string> {
  const problems = new Map<string, string>();
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.startsWith(PLACEHOLDER)) problems.set(key, `is a placeholder (${value})`);
  }
  for (const [key, why] of Object.entries(REQUIRED_IN_PRODUCTION)) {
    if (values[key] === undefined) problems.set(key, `is missing: ${why}`);
  }
  if (values.mailDomain === undefined && values.domainName === undefined) {
    problems.set('mailDomain', MAIL_DOMAIN_MISSING);
  }
  return problems;
}

/**
 * The stage's settings: its file, then the context on top. Throws one error naming every problem, each with its key:
 * shapes for any stage, and for prod also each placeholder and each missing required value.
 */
export function resolveDeploySettings(
  stage: StageSettings,
  stageFile: StageFile,
  context: Readonly<Record<string, string>>,
): DeploySettings {
  const values = { ...stageFile.values, ...context };
  const problems = stage.production ? productionProblems(values) : new Map<string, string>();
  const parsed = DeploySettings.safeParse(values);
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path.length > 0 ? issue.path.join('.') : ((issue as { keys?: string[] }).keys ?? []).join(', ');
    const message = issue.code === 'unrecognized_keys' ? 'is not a setting' : issue.message;
    if (!problems.has(key)) problems.set(key, message);
  }
  if (problems.size === 0 && parsed.success) return parsed.data;
  throw new Error(
    `The ${stage.name} stage cannot be deployed with these settings (${stageFile.file}, then -c):\n` +
      [...problems].map(([key, message]) => `  - ${key} ${message}`).join('\n'),
  );
}
