// The AWS list prices the bench's cost model uses, in one place (docs/decisions/036 lists the same numbers with their
// date and source). Public on-demand prices of us-east-1 (N. Virginia), as published on each service's pricing page and
// known on 2026-11-26; no free tier, no savings plan, no tax. eu-west-2 (London), the default deploy region, costs a
// little more for most of them (036 says how much to add).

export const PRICES_AS_OF = '2026-11-26';
export const PRICES_REGION = 'us-east-1';

export const PRICES = {
  lambda: {
    /** Per request. */
    request: 0.2 / 1e6,
    /** Per GB-second, Arm (Graviton), the architecture infra gives every function. */
    gbSecondArm: 0.0000133334,
  },
  apiGateway: {
    /** HTTP API, per request (first 300 million a month). */
    httpRequest: 1.0 / 1e6,
  },
  dynamodb: {
    /** On-demand write request unit. */
    writeUnit: 0.625 / 1e6,
    /** On-demand read request unit. */
    readUnit: 0.125 / 1e6,
    /** Standard table class storage, per GB-month. */
    storageGbMonth: 0.25,
    /** Continuous backups (point-in-time recovery), per GB-month. */
    pitrGbMonth: 0.2,
  },
  sqs: {
    /** Standard queue, per request (each 64 KB chunk). */
    request: 0.4 / 1e6,
  },
  eventBridge: {
    /** Custom events published to an event bus. */
    event: 1.0 / 1e6,
    /** EventBridge Scheduler invocations. */
    schedulerInvocation: 1.0 / 1e6,
  },
  ses: {
    /** Per outbound email. */
    email: 0.1 / 1000,
  },
  cloudFront: {
    /** Data transfer out to the internet, North America and Europe, first 10 TB, per GB. */
    transferOutGb: 0.085,
    /** HTTPS requests, North America and Europe. */
    httpsRequest: 0.01 / 10_000,
  },
  s3: {
    /** Standard storage, per GB-month. */
    storageGbMonth: 0.023,
    /** GET requests. */
    getRequest: 0.0004 / 1000,
  },
  cloudWatch: {
    /** Logs ingested, per GB. */
    logsIngestGb: 0.5,
    /** Logs stored, per GB-month. */
    logsStorageGbMonth: 0.03,
    /** Custom metric (EMF), per metric-month (first 10,000). */
    metricMonth: 0.3,
    /** Standard-resolution alarm, per alarm-month. */
    alarmMonth: 0.1,
    /** Dashboard, per dashboard-month (beyond the first three). */
    dashboardMonth: 3.0,
  },
  waf: {
    webAclMonth: 5.0,
    ruleMonth: 1.0,
    request: 0.6 / 1e6,
  },
  secretsManager: {
    secretMonth: 0.4,
    apiCall: 0.05 / 10_000,
  },
  xray: {
    /** Traces recorded. */
    trace: 5.0 / 1e6,
  },
} as const;
