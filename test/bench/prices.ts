// The AWS list prices the bench's cost model uses, in one typed table (docs/decisions/036 and 058). Public on-demand
// prices of eu-west-2 (London), the stages' region, for the regional services; CloudFront at its Europe rates (the
// shop's visitors are in the UK) and WAF at its global rates (a CloudFront web ACL). Written down from the author's
// knowledge of each service's AWS pricing page on PRICES_READ_ON, not fetched from the pages that day: check a line
// against its page before relying on it. No free tier, savings plan or tax.

export const PRICES_READ_ON = '2026-11-28';
export const PRICES_REGION = 'eu-west-2';

/** Each price in US dollars for one of the unit its name says. */
export interface PriceTable {
  readonly lambda: { readonly request: number; readonly gbSecondArm: number };
  readonly apiGateway: {
    /** HTTP API, first 300 million a month. */
    readonly httpRequest: number;
    /** WebSocket API: messages (32 KB each, first billion) and connection minutes. */
    readonly webSocketMessage: number;
    readonly webSocketConnectionMinute: number;
  };
  readonly dynamodb: {
    readonly writeUnit: number;
    readonly readUnit: number;
    /** Standard table class storage, per GB-month. */
    readonly storageGbMonth: number;
    /** Point-in-time recovery, per GB-month. */
    readonly pitrGbMonth: number;
  };
  /** Standard queue, per request (each 64 KB chunk), empty receives included. */
  readonly sqs: { readonly request: number };
  readonly eventBridge: { readonly event: number; readonly schedulerInvocation: number };
  readonly ses: { readonly email: number };
  readonly cloudFront: { readonly transferOutGb: number; readonly httpsRequest: number };
  readonly s3: { readonly storageGbMonth: number; readonly getRequest: number };
  readonly cloudWatch: {
    readonly logsIngestGb: number;
    /** Logs kept, per GB-month of their compressed size. */
    readonly logsStorageGbMonth: number;
    /** Custom metric, per metric-month (first 10,000). */
    readonly metricMonth: number;
    /** Standard resolution, per alarm metric-month: a metric-math alarm pays for each metric it reads. */
    readonly alarmMetricMonth: number;
    readonly dashboardMonth: number;
  };
  readonly waf: { readonly webAclMonth: number; readonly ruleMonth: number; readonly request: number };
  readonly secretsManager: { readonly secretMonth: number; readonly apiCall: number };
  /** A customer managed key's month (its first year; each of the first two yearly rotations adds one) and requests. */
  readonly kms: { readonly keyMonth: number; readonly request: number };
  /** Traces recorded. */
  readonly xray: { readonly trace: number };
}

export const PRICES: PriceTable = {
  lambda: { request: 0.2 / 1e6, gbSecondArm: 0.0000133334 },
  apiGateway: { httpRequest: 1.11 / 1e6, webSocketMessage: 1.14 / 1e6, webSocketConnectionMinute: 0.285 / 1e6 },
  dynamodb: { writeUnit: 0.7425 / 1e6, readUnit: 0.1485 / 1e6, storageGbMonth: 0.2975, pitrGbMonth: 0.2376 },
  sqs: { request: 0.4 / 1e6 },
  eventBridge: { event: 1.0 / 1e6, schedulerInvocation: 1.0 / 1e6 },
  ses: { email: 0.1 / 1000 },
  cloudFront: { transferOutGb: 0.085, httpsRequest: 0.012 / 10_000 },
  s3: { storageGbMonth: 0.024, getRequest: 0.00042 / 1000 },
  cloudWatch: {
    logsIngestGb: 0.5295,
    logsStorageGbMonth: 0.0315,
    metricMonth: 0.3,
    alarmMetricMonth: 0.1,
    dashboardMonth: 3.0,
  },
  waf: { webAclMonth: 5.0, ruleMonth: 1.0, request: 0.6 / 1e6 },
  secretsManager: { secretMonth: 0.4, apiCall: 0.05 / 10_000 },
  kms: { keyMonth: 1.0, request: 0.03 / 10_000 },
  xray: { trace: 5.0 / 1e6 },
};

/**
 * The carrier's price of a GB mobile number (docs/decisions/061): Twilio's monthly fee, charged at purchase for the
 * first month and each month after while the account holds it; the list price as read on PRICES_READ_ON, the same the
 * Twilio simulator answers.
 */
export const CARRIER_GB_MOBILE_MONTH_USD = 1.15;
