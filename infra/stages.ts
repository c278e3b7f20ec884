// Every setting that differs between stages, in one typed place: a deploy names its stage and gets all of these, and
// a bare `cdk deploy` gets a dev stage (docs/decisions/027 "Stages").

import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/** A throttle of the HTTP API: steady requests per second, and the burst above it (API Gateway's token bucket). */
export interface Throttle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export interface StageSettings {
  /** The stage's name: the functions' STAGE, the stacks' suffix, the metrics' `stage` dimension. */
  readonly name: string;
  /**
   * `uk-sms-numbers-<stage>`: the app stack's name and the start of every physical name the stage gives a resource,
   * so that stages side by side in one account never ask for the same name (docs/decisions/054).
   */
  readonly prefix: string;
  /** Production keeps its data when a stack or a resource goes; a dev stage may be destroyed whole. */
  readonly production: boolean;
  /** What CloudFormation does to the table (and, for prod, its deletion protection) and the log groups. */
  readonly removalPolicy: RemovalPolicy;
  /** How long every function log and the API access log are kept. */
  readonly logRetention: RetentionDays;
  /**
   * The HTTP API's throttle: `shop` is the default of every route (the site's areas and the webhooks), `tools` the
   * lower one of the routes members' scripts call (the public API and the sms-activate protocol).
   */
  readonly apiThrottle: { readonly shop: Throttle; readonly tools: Throttle };
  /** The API Gateway throttled requests (429 before any function ran) in 5 minutes that raise the alarm. */
  readonly throttledRequestsAlarm: number;
  /** The stock alarm fires when fewer UK numbers than this are available. */
  readonly stockAlarmThreshold: number;
  /**
   * Concurrency reserved for the functions money and codes arrive through, so another area running away cannot take
   * all of the account's: the webhooks area (the providers' and the SMS supplier's notifications) and the applyPayment
   * and routeSms consumers (each at least its queue's maxConcurrency). Lambda keeps 100 of the account's concurrency
   * unreserved, so a reservation fails in an account whose quota is still a new account's (10): a dev stage reserves
   * nothing and deploys anywhere (docs/decisions/057).
   */
  readonly reservedConcurrency: Partial<Record<'webhooks' | 'applyPayment' | 'routeSms', number>>;
  /** The domain mail is sent from: the mail domain itself for prod, `<stage>.<mail domain>` for any other. */
  mailDomainOf(mailDomain: string): string;
}

/** The stage a deploy gets when it names none: never prod. */
export const DEFAULT_STAGE = 'dev';

/**
 * `prod`, `dev`, or a personal dev stage `dev-<name>` (up to 20 lower-case letters and digits: the longest physical
 * name, a CloudFront function's, must stay within its 64 characters).
 */
const STAGE_NAME = /^(prod|dev(-[a-z0-9]{1,20})?)$/;

const PROD: Omit<StageSettings, 'name' | 'prefix'> = {
  production: true,
  removalPolicy: RemovalPolicy.RETAIN,
  logRetention: RetentionDays.THREE_MONTHS,
  apiThrottle: { shop: { rateLimit: 100, burstLimit: 200 }, tools: { rateLimit: 25, burstLimit: 50 } },
  throttledRequestsAlarm: 20,
  stockAlarmThreshold: 50,
  reservedConcurrency: { webhooks: 20, applyPayment: 2, routeSms: 10 },
  mailDomainOf: (mailDomain) => mailDomain,
};

const DEV: Omit<StageSettings, 'name' | 'prefix' | 'mailDomainOf'> = {
  production: false,
  removalPolicy: RemovalPolicy.DESTROY,
  logRetention: RetentionDays.ONE_WEEK,
  apiThrottle: { shop: { rateLimit: 20, burstLimit: 40 }, tools: { rateLimit: 5, burstLimit: 10 } },
  throttledRequestsAlarm: 20,
  stockAlarmThreshold: 5,
  reservedConcurrency: {},
};

/** The settings of a stage by its name; any name other than prod, dev or dev-<name> is refused. */
export function stageSettings(name: string): StageSettings {
  if (!STAGE_NAME.test(name)) {
    throw new Error(`stage must be prod, dev or dev-<name> (up to 20 lower-case letters and digits); got ${name}`);
  }
  const prefix = `uk-sms-numbers-${name}`;
  if (name === 'prod') return { name, prefix, ...PROD };
  return { name, prefix, ...DEV, mailDomainOf: (mailDomain) => `${name}.${mailDomain}` };
}
