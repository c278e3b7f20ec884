// The bench's cost model adds up right on a case small enough to check by hand: what a template bills is counted from
// it (alarm metrics, schedules, pollers, secrets read), and a stage's bill prices those counts and a tiny workload.

import { describe, expect, it } from 'vitest';
import {
  billedResources,
  MINUTES_PER_MONTH,
  type BilledFunction,
  type BilledResources,
} from '../../test/bench/billed-resources.js';
import { carrierBill, monthlyBill, secretReads, tracesRecorded, type Measured } from '../../test/bench/cost-model.js';
import { CARRIER_GB_MOBILE_MONTH_USD, PRICES } from '../../test/bench/prices.js';

const SECONDS = MINUTES_PER_MONTH * 60;

describe('counting what a template bills', () => {
  const app = {
    Resources: {
      Errors: { Type: 'AWS::CloudWatch::Alarm', Properties: { MetricName: 'Errors' } },
      Rate: {
        Type: 'AWS::CloudWatch::Alarm',
        Properties: { Metrics: [{ Expression: '100 * a / b' }, { MetricStat: {} }, { MetricStat: {} }] },
      },
      Secret: { Type: 'AWS::SecretsManager::Secret', Properties: {} },
      Queue: { Type: 'AWS::SQS::Queue', Properties: {} },
      Job: {
        Type: 'AWS::Lambda::Function',
        Properties: {
          MemorySize: 512,
          TracingConfig: { Mode: 'Active' },
          Environment: {
            Variables: { POWERTOOLS_SERVICE_NAME: 'sweep', LOG_LEVEL: 'WARN', JWT_SECRET_ARN: { Ref: 'Secret' } },
          },
        },
      },
      Schedule: {
        Type: 'AWS::Scheduler::Schedule',
        Properties: { ScheduleExpression: 'rate(5 minutes)', Target: { Arn: { 'Fn::GetAtt': ['Job', 'Arn'] } } },
      },
      Poller: {
        Type: 'AWS::Lambda::EventSourceMapping',
        Properties: { EventSourceArn: { 'Fn::GetAtt': ['Queue', 'Arn'] } },
      },
      Logs: { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 90 } },
    },
  };
  const edge = {
    Resources: { Acl: { Type: 'AWS::WAFv2::WebACL', Properties: { Rules: [{}, {}, {}] } } },
  };

  it('bills a metric-math alarm per metric it reads, and finds the schedule, the poller and the secret read', () => {
    const counted = billedResources(app, edge);
    expect(counted).toMatchObject({
      alarms: 2,
      alarmMetrics: 3,
      secrets: 1,
      sqsPollers: 1,
      webAcls: 1,
      wafRules: 3,
      logRetentionDays: 90,
      kmsKeys: 0,
      webSocketApis: 0,
    });
    expect(counted.functions.sweep).toEqual({
      memoryMb: 512,
      logLevel: 'WARN',
      traced: true,
      secretsRead: 1,
      scheduledRunsPerMonth: 8640,
    });
  });
});

describe("Lambda's tracing and the secrets' cache", () => {
  it('traces nearly every invocation of a quiet function and 1 a second plus 5 % of the rest of a busy one', () => {
    expect(tracesRecorded(10_000) / 10_000).toBeCloseTo(1, 2);
    // 10 a second: the reservoir's 1 (all but e^-10 of the seconds) and 5 % of the other 9.
    expect(tracesRecorded(10 * SECONDS) / SECONDS).toBeCloseTo(1 + 0.05 * 9, 3);
  });

  it('reads each secret once per 5-minute window a function runs in', () => {
    const fn: BilledFunction = {
      memoryMb: 512,
      logLevel: 'INFO',
      traced: true,
      secretsRead: 2,
      scheduledRunsPerMonth: 0,
    };
    expect(secretReads(fn, 1)).toBeCloseTo(2, 3);
    expect(secretReads(fn, 1000 * 8640)).toBeCloseTo(2 * 8640, 0);
  });
});

describe('a stage’s bill', () => {
  const fn = (overrides: Partial<BilledFunction> = {}): BilledFunction => ({
    memoryMb: 1024,
    logLevel: 'WARN',
    traced: false,
    secretsRead: 0,
    scheduledRunsPerMonth: 0,
    ...overrides,
  });
  const workloadFunctions = [
    'users',
    'services',
    'auth',
    'publicApi',
    'webhooks',
    'applyPayment',
    'routeSms',
    'sendOutboxItem',
    'push',
  ];
  const stage: BilledResources = {
    alarms: 2,
    alarmMetrics: 3,
    dashboards: 1,
    metricFilters: 0,
    secrets: 1,
    kmsKeys: 1,
    webAcls: 1,
    wafRules: 2,
    sqsPollers: 1,
    webSocketApis: 1,
    logRetentionDays: 30,
    functions: {
      ...Object.fromEntries(workloadFunctions.map((name) => [name, fn()])),
      sweep: fn({ scheduledRunsPerMonth: MINUTES_PER_MONTH, traced: true }),
    },
  };
  const flow = { reads: 1, writes: 1 };
  const measured: Measured = {
    units: { oneTime: flow, lease: flow, smsToOrder: flow, smsToLease: flow, poll: flow },
    ms: { memberCall: 5, signIn: 5, purchase: 5, poll: 5, ipnAnswer: 5, ipnApply: 5, sms: 10 },
  };
  const line = (bill: ReturnType<typeof monthlyBill>, item: string) => bill.find((entry) => entry.item === item)!.usd;

  it('prices an idle stage by what its template bills', () => {
    const bill = monthlyBill(measured, stage, 0, 0);
    // 3 alarm metrics, the jobs' one custom metric, one dashboard.
    expect(line(bill, 'CloudWatch alarms, metrics, dashboard')).toBeCloseTo(3 * 0.1 + 0.3 + 3, 6);
    // 5 long polls of 20 s all month.
    expect(line(bill, 'SQS')).toBeCloseTo(((5 * SECONDS) / 20) * PRICES.sqs.request, 6);
    expect(line(bill, 'EventBridge and Scheduler')).toBeCloseTo(
      MINUTES_PER_MONTH * PRICES.eventBridge.schedulerInvocation,
      6,
    );
    // The job's runs: a request each and 5 ms at 1 GB.
    expect(line(bill, 'Lambda')).toBeCloseTo(
      MINUTES_PER_MONTH * (PRICES.lambda.request + 0.005 * PRICES.lambda.gbSecondArm),
      6,
    );
    expect(line(bill, 'X-Ray')).toBeCloseTo(tracesRecorded(MINUTES_PER_MONTH) * PRICES.xray.trace, 6);
    expect(line(bill, 'WAF')).toBe(5 + 2);
    expect(line(bill, 'Secrets Manager')).toBe(0.4);
    expect(line(bill, 'KMS')).toBe(1);
    expect(line(bill, 'API Gateway HTTP API')).toBe(0);
  });

  it('adds what 10 sales bring, each counted as the workload says', () => {
    const bill = monthlyBill(measured, stage, 10, 0);
    // 8 one-time numbers and 2 leases; 8 + 2 x 5 SMS; 300 member calls, 10 sign-ins, 10 purchases and 10 IPNs.
    expect(line(bill, 'API Gateway HTTP API')).toBeCloseTo(
      (300 + 10 + 10 + 10 + 18) * PRICES.apiGateway.httpRequest,
      9,
    );
    // A receipt per sale and a forward per SMS to a lease.
    expect(line(bill, 'SES')).toBeCloseTo(20 * PRICES.ses.email, 9);
    // A socket per one-time order: 3 minutes and the code.
    expect(line(bill, 'API Gateway WebSocket (code push)')).toBeCloseTo(
      8 * 3 * PRICES.apiGateway.webSocketConnectionMinute + 8 * PRICES.apiGateway.webSocketMessage,
      12,
    );
    // Every business figure once emitted: 17 names and 3 purchase types.
    expect(line(bill, 'CloudWatch alarms, metrics, dashboard')).toBeCloseTo(3 * 0.1 + 20 * 0.3 + 3, 6);
  });

  it('bills the carrier apart: a number bought per sale, and a second month for each lease (docs/decisions/061)', () => {
    expect(carrierBill(10).usd).toBeCloseTo((10 + 2) * CARRIER_GB_MOBILE_MONTH_USD, 9);
  });
});
