// Every alarm of docs/decisions/027 watches its figure at its threshold and mails the stage's topic; the dashboard
// shows the business figures beside the health ones.

import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { METRIC_NAMESPACE, METRICS } from '../../functions/adapters/metric-names.js';
import { LOG_METRIC_NAMESPACE } from '../../infra/constructs/http-api.js';
import { FUNCTION_TIMEOUT } from '../../infra/constructs/team-function.js';
import {
  API_4XX_RATE_ALARM,
  API_P99_LATENCY_ALARM_MS,
  BUDGET_ACTUAL_SHARE,
  DEFAULT_MONTHLY_BUDGET_USD,
  NEAR_TIMEOUT_SHARE,
  API_5XX_RATE_ALARM,
  SES_BOUNCE_RATE_ALARM,
  SES_COMPLAINT_RATE_ALARM,
  SMS_UNMATCHED_RATE_ALARM,
  WEBHOOK_FAILURES_ALARM,
  OUTBOX_FAILURES_ALARM,
} from '../../infra/constructs/monitoring.js';
import { kebabCase } from '../../infra/naming.js';
import { stageSettings } from '../../infra/stages.js';
import { CONSUMER_NAMES, CONSUMERS, type ConsumerDefinition } from '../../shared/events.js';
import { AREA_NAMES } from '../../shared/routes.js';
import { SCHEDULE_NAMES } from '../../shared/schedules.js';
import { functionNamed, synthApp } from './synth-app.js';

const { template } = synthApp({ alarmEmail: 'ops@example.com' });
const prod = synthApp({ stage: 'prod' }).template;

type Resource = { Properties: Record<string, any> };
const alarms = template.findResources('AWS::CloudWatch::Alarm') as Record<string, Resource>;
const topicId = Object.keys(template.findResources('AWS::SNS::Topic'))[0]!;

function alarmNamed(what: string, stage = 'dev', resources: Record<string, Resource> = alarms): Resource['Properties'] {
  const found = Object.values(resources).find(
    (alarm) => alarm.Properties.AlarmName === `uk-sms-numbers-${stage}-${what}`,
  );
  if (!found) throw new Error(`No alarm ${what}`);
  return found.Properties;
}

/** The math expression a rate alarm compares with its threshold. */
const expressionOf = (alarm: Resource['Properties']): string =>
  alarm.Metrics.find((metric: { Expression?: string }) => metric.Expression).Expression;

/** The one metric of a single-metric alarm, or the metric of a math alarm with this id. */
const metricOf = (alarm: Resource['Properties'], id?: string) =>
  id ? alarm.Metrics.find((metric: { Id: string }) => metric.Id === id).MetricStat.Metric : alarm;

const BUSINESS_DIMENSIONS = [
  { Name: 'service', Value: 'uk-sms-numbers' },
  { Name: 'stage', Value: 'dev' },
];

describe('the alarm topic', () => {
  it('mails the stage parameter alarmEmail, over TLS only', () => {
    template.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'uk-sms-numbers-dev-alarms' });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
      TopicArn: { Ref: topicId },
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('receives the alarm and the recovery of every alarm of the stage, none left without an action', () => {
    // Per consumer dead letters, backlog and errors; per area errors; per job failures; the push socket's errors;
    // every function near its timeout (the push function's too); and the stage's 19 others.
    const perFunction = 3 * CONSUMER_NAMES.length + AREA_NAMES.length + SCHEDULE_NAMES.length + 1;
    const nearTimeout = AREA_NAMES.length + CONSUMER_NAMES.length + SCHEDULE_NAMES.length + 1;
    expect(Object.keys(alarms)).toHaveLength(perFunction + nearTimeout + 19);
    for (const alarm of Object.values(alarms)) {
      expect(alarm.Properties.AlarmName).toMatch(/^uk-sms-numbers-dev-/);
      expect(alarm.Properties.AlarmActions, alarm.Properties.AlarmName).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions, alarm.Properties.AlarmName).toEqual([{ Ref: topicId }]);
    }
  });
});

describe('alarms', () => {
  it.each(CONSUMER_NAMES)(
    '%s: a dead letter, and a backlog of three visibility timeouts past its longest delay',
    (name) => {
      const deadLetters = alarmNamed(`${kebabCase(name)}-dead-letters`);
      expect(deadLetters).toMatchObject({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Namespace: 'AWS/SQS',
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
      });
      const backlog = alarmNamed(`${kebabCase(name)}-backlog`);
      expect(backlog).toMatchObject({
        MetricName: 'ApproximateAgeOfOldestMessage',
        Namespace: 'AWS/SQS',
        Statistic: 'Maximum',
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold:
          ((CONSUMERS[name] as ConsumerDefinition).delayedUpToSeconds ?? 0) +
          3 * CONSUMERS[name].visibilityTimeoutSeconds,
      });
      expect(backlog.Dimensions[0].Value).not.toEqual(deadLetters.Dimensions[0].Value);
    },
  );

  it('each area, consumer and push socket function that crashes or times out, and each job run that fails', () => {
    const functions = [...AREA_NAMES.map((area) => `api-${kebabCase(area)}`), ...CONSUMER_NAMES.map(kebabCase), 'push'];
    for (const what of functions) {
      expect(alarmNamed(`${what}-errors`)).toMatchObject({
        MetricName: 'Errors',
        Namespace: 'AWS/Lambda',
        Statistic: 'Sum',
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    }
    for (const job of SCHEDULE_NAMES) expect(alarmNamed(`${kebabCase(job)}-failed`).MetricName).toBe('Errors');
  });

  it('Lambda throttles anywhere in the account’s concurrency', () => {
    expect(alarmNamed('lambda-throttles')).toMatchObject({
      MetricName: 'Throttles',
      Namespace: 'AWS/Lambda',
      Threshold: 0,
    });
    expect(alarmNamed('lambda-throttles').Dimensions).toBeUndefined();
  });

  it('API 5xx above its rate, from enough requests, twice in a row', () => {
    const alarm = alarmNamed('api-5xx-rate');
    expect(alarm).toMatchObject({ Threshold: API_5XX_RATE_ALARM, EvaluationPeriods: 2 });
    expect(expressionOf(alarm)).toMatch(/IF\(requests >= \d+, 100 \* errors \/ requests, 0\)/);
    expect(metricOf(alarm, 'errors')).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: '5xx' });
    expect(metricOf(alarm, 'requests')).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: 'Count' });
  });

  it('API 4xx above the share a broken origin header would cause, from enough requests, for 15 minutes', () => {
    const alarm = alarmNamed('api-4xx-rate');
    expect(alarm).toMatchObject({ Threshold: API_4XX_RATE_ALARM, EvaluationPeriods: 3 });
    expect(expressionOf(alarm)).toMatch(/IF\(requests >= \d+, 100 \* refusals \/ requests, 0\)/);
    expect(metricOf(alarm, 'refusals')).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: '4xx' });
  });

  it('requests the API stage throttle refused, counted from the access log, above the stage’s allowance', () => {
    expect(alarmNamed('api-throttled')).toMatchObject({
      Namespace: LOG_METRIC_NAMESPACE,
      MetricName: 'ApiThrottled-dev',
      Threshold: stageSettings('dev').throttledRequestsAlarm,
    });
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ ($.status = "429") && ($.integrationStatus = "-") }',
      MetricTransformations: [
        Match.objectLike({ MetricNamespace: LOG_METRIC_NAMESPACE, MetricName: 'ApiThrottled-dev' }),
      ],
    });
  });

  it('DynamoDB throttled requests and system errors over every operation the repositories use', () => {
    for (const [what, metricName] of [
      ['table-throttles', 'ThrottledRequests'],
      ['table-system-errors', 'SystemErrors'],
    ] as const) {
      const alarm = alarmNamed(what);
      const metrics = alarm.Metrics.filter((metric: { MetricStat?: unknown }) => metric.MetricStat);
      expect(metrics.map((metric: any) => metric.MetricStat.Metric.MetricName)).toEqual(
        Array(metrics.length).fill(metricName),
      );
      expect(metrics.map((metric: any) => metric.MetricStat.Metric.Dimensions[0].Value).sort()).toEqual([
        'BatchGetItem',
        'BatchWriteItem',
        'DeleteItem',
        'GetItem',
        'PutItem',
        'Query',
        'TransactWriteItems',
        'UpdateItem',
      ]);
      expect(alarm.Threshold).toBe(0);
    }
  });

  it('SES bounce and complaint rates before SES reviews the account', () => {
    expect(alarmNamed('ses-bounce-rate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: SES_BOUNCE_RATE_ALARM,
    });
    expect(alarmNamed('ses-complaint-rate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
      Threshold: SES_COMPLAINT_RATE_ALARM,
    });
    expect(SES_BOUNCE_RATE_ALARM).toBeLessThan(0.05);
    expect(SES_COMPLAINT_RATE_ALARM).toBeLessThan(0.001);
  });

  it('any payment held for an operator, on the functions’ own figure for this stage', () => {
    expect(alarmNamed('payments-held')).toMatchObject({
      Namespace: METRIC_NAMESPACE,
      MetricName: METRICS.ipnsHeld,
      Dimensions: BUSINESS_DIMENSIONS,
      Statistic: 'Sum',
      Threshold: 0,
    });
  });

  it('the share of unmatched SMS in an hour', () => {
    const alarm = alarmNamed('sms-unmatched-rate');
    expect(alarm.Threshold).toBe(SMS_UNMATCHED_RATE_ALARM);
    expect(metricOf(alarm, 'unmatched')).toMatchObject({
      Namespace: METRIC_NAMESPACE,
      MetricName: METRICS.smsUnmatched,
      Dimensions: BUSINESS_DIMENSIONS,
    });
    expect(metricOf(alarm, 'received')).toMatchObject({ MetricName: METRICS.smsReceived });
  });

  it('customer webhook deliveries that ended failed', () => {
    expect(alarmNamed('webhook-deliveries-failing')).toMatchObject({
      Namespace: METRIC_NAMESPACE,
      MetricName: METRICS.webhookDeliveriesFailed,
      Dimensions: BUSINESS_DIMENSIONS,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: WEBHOOK_FAILURES_ALARM,
    });
  });

  it('an email kept failed after its last try, for an operator', () => {
    expect(alarmNamed('outbox-emails-failed')).toMatchObject({
      Namespace: METRIC_NAMESPACE,
      MetricName: METRICS.outboxItemsFailed,
      Dimensions: BUSINESS_DIMENSIONS,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: OUTBOX_FAILURES_ALARM,
    });
  });

  it('a payout to a buyer that its provider has not settled 6 hours after it was asked', () => {
    expect(alarmNamed('payout-overdue')).toMatchObject({
      Namespace: METRIC_NAMESPACE,
      MetricName: METRICS.payoutsOverdue,
      Dimensions: BUSINESS_DIMENSIONS,
      Statistic: 'Maximum',
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
    });
  });

  it('available stock under the stage’s threshold, and a sampler that went quiet', () => {
    const dev = alarmNamed('stock-low');
    expect(dev).toMatchObject({
      Namespace: METRIC_NAMESPACE,
      MetricName: METRICS.stockAvailable,
      Dimensions: BUSINESS_DIMENSIONS,
      Statistic: 'Minimum',
      ComparisonOperator: 'LessThanThreshold',
      Threshold: stageSettings('dev').stockAlarmThreshold,
      InsufficientDataActions: [{ Ref: topicId }],
    });
    const prodAlarms = prod.findResources('AWS::CloudWatch::Alarm') as Record<string, Resource>;
    expect(alarmNamed('stock-low', 'prod', prodAlarms).Threshold).toBe(stageSettings('prod').stockAlarmThreshold);
  });
});

describe('paging an operator can live with (docs/decisions/057)', () => {
  const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: any }>;

  it('the API’s p99 latency, for 15 minutes', () => {
    expect(alarmNamed('api-p99-latency')).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Threshold: API_P99_LATENCY_ALARM_MS,
      EvaluationPeriods: 3,
    });
  });

  it('any function whose slowest run passed 80% of its timeout: areas, consumers, jobs and the push function', () => {
    const names = [
      ...AREA_NAMES.map((area) => `api-${kebabCase(area)}`),
      ...CONSUMER_NAMES.map(kebabCase),
      ...SCHEDULE_NAMES.map(kebabCase),
      'push',
    ];
    for (const name of names) {
      const alarm = alarmNamed(`${name}-near-timeout`);
      expect(alarm, name).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Duration',
        Statistic: 'Maximum',
        Threshold: NEAR_TIMEOUT_SHARE * FUNCTION_TIMEOUT.toMilliseconds(),
      });
      const fnRef = alarm.Dimensions.find((dimension: { Name: string }) => dimension.Name === 'FunctionName').Value;
      expect(resources[fnRef.Ref]!.Type).toBe('AWS::Lambda::Function');
    }
  });

  it('EventBridge Scheduler invocations of the stage’s jobs that failed or were dropped', () => {
    template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'uk-sms-numbers-dev' });
    const groupId = Object.keys(template.findResources('AWS::Scheduler::ScheduleGroup'))[0]!;
    const schedules = Object.values(template.findResources('AWS::Scheduler::Schedule')) as (Resource & {
      DependsOn: string[];
    })[];
    expect(schedules).toHaveLength(SCHEDULE_NAMES.length);
    for (const schedule of schedules) {
      expect(schedule.Properties.GroupName).toBe('uk-sms-numbers-dev');
      expect(schedule.DependsOn).toContain(groupId);
    }
    const alarm = alarmNamed('schedules-failing');
    expect(expressionOf(alarm)).toBe('failed + dropped');
    for (const [id, metricName] of [
      ['failed', 'TargetErrorCount'],
      ['dropped', 'InvocationDroppedCount'],
    ] as const) {
      expect(metricOf(alarm, id)).toMatchObject({
        Namespace: 'AWS/Scheduler',
        MetricName: metricName,
        Dimensions: [{ Name: 'ScheduleGroup', Value: 'uk-sms-numbers-dev' }],
      });
    }
    expect(alarm.Threshold).toBe(0);
  });

  it('the WebSocket API failing to run the push function, or the function crashing', () => {
    const alarm = alarmNamed('push-socket-errors');
    expect(expressionOf(alarm)).toBe('execution + crashes');
    const execution = metricOf(alarm, 'execution');
    expect(execution).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: 'ExecutionError' });
    const webSocketApiId = Object.entries(resources).find(
      ([, resource]) => resource.Type === 'AWS::ApiGatewayV2::Api' && resource.Properties.ProtocolType === 'WEBSOCKET',
    )![0];
    expect(execution.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'ApiId', Value: { Ref: webSocketApiId } },
        { Name: 'Stage', Value: 'live' },
      ]),
    );
    expect(metricOf(alarm, 'crashes')).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Errors' });
  });

  it('a monthly AWS Budget mailing the alarm topic, which lets AWS Budgets publish to it', () => {
    template.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: {
        BudgetName: 'uk-sms-numbers-dev-monthly',
        BudgetType: 'COST',
        TimeUnit: 'MONTHLY',
        BudgetLimit: { Amount: DEFAULT_MONTHLY_BUDGET_USD, Unit: 'USD' },
      },
      NotificationsWithSubscribers: [
        {
          Notification: Match.objectLike({ NotificationType: 'ACTUAL', Threshold: BUDGET_ACTUAL_SHARE * 100 }),
          Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topicId } }],
        },
        {
          Notification: Match.objectLike({ NotificationType: 'FORECASTED', Threshold: 100 }),
          Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topicId } }],
        },
      ],
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topicId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'budgets.amazonaws.com' },
            Action: 'sns:Publish',
            Condition: Match.objectLike({ StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } }),
          }),
        ]),
      },
    });
    const budgeted = synthApp({ monthlyBudgetUsd: 250 }).template;
    budgeted.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: Match.objectLike({ BudgetLimit: { Amount: 250, Unit: 'USD' } }),
    });
  });
});

describe('reserved concurrency (docs/decisions/057)', () => {
  const reservedOf = (synthesized: typeof template, name: string): number | undefined =>
    functionNamed(synthesized, name).Properties.ReservedConcurrentExecutions;

  it('keeps prod’s webhooks area and payment and SMS consumers their share, each consumer at least its maxConcurrency', () => {
    expect(reservedOf(prod, 'webhooks')).toBe(stageSettings('prod').reservedConcurrency.webhooks);
    for (const name of ['applyPayment', 'routeSms'] as const) {
      expect(reservedOf(prod, name)).toBeGreaterThanOrEqual(CONSUMERS[name].maxConcurrency);
    }
    const reserved = Object.values(prod.findResources('AWS::Lambda::Function'))
      .map((fn) => (fn as Resource).Properties.ReservedConcurrentExecutions as number | undefined)
      .filter((value): value is number => value !== undefined);
    expect(reserved).toHaveLength(3);
    // Lambda keeps 100 of an account's concurrency unreserved: the default 1000 leaves room for every other function.
    expect(1000 - reserved.reduce((sum, value) => sum + value, 0)).toBeGreaterThan(100 + 500);
  });

  it('reserves nothing in a dev stage, which then deploys in a new account whose quota is 10', () => {
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function')) as Resource[]) {
      expect(fn.Properties.ReservedConcurrentExecutions).toBeUndefined();
    }
  });
});

describe('the dashboard', () => {
  const body = () => {
    const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard')) as Resource[];
    return JSON.stringify(dashboard!.Properties.DashboardBody);
  };

  it('is one per stage, named after it', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'uk-sms-numbers-dev' });
  });

  it('charts every business figure beside the health ones, and the state of every alarm', () => {
    const text = body();
    for (const name of Object.values(METRICS)) expect(text, name).toContain(name);
    for (const health of ['5xx', 'Latency', 'ApproximateAgeOfOldestMessage', 'Throttles', 'Reputation.BounceRate']) {
      expect(text, health).toContain(health);
    }
    expect(text).toContain('"type\\":\\"alarm\\"');
  });
});

describe('tracing and logs', () => {
  const functions = Object.values(template.findResources('AWS::Lambda::Function')) as Resource[];

  it('traces every one of our functions with X-Ray', () => {
    const ours = functions.filter((fn) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME);
    // The areas, consumers and jobs, and the WebSocket API's function.
    expect(ours.length).toBe(AREA_NAMES.length + CONSUMER_NAMES.length + SCHEDULE_NAMES.length + 1);
    for (const fn of ours) expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
  });

  it('gives each function a log group of its own, kept as long as the stage says', () => {
    const groups = Object.values(template.findResources('AWS::Logs::LogGroup')) as Resource[];
    // Each function's (the WebSocket API's too), and the HTTP and WebSocket APIs' access logs.
    expect(groups.length).toBe(AREA_NAMES.length + CONSUMER_NAMES.length + SCHEDULE_NAMES.length + 3);
    for (const group of groups) expect(group.Properties.RetentionInDays).toBe(7);
    for (const group of Object.values(prod.findResources('AWS::Logs::LogGroup')) as Resource[]) {
      expect(group.Properties.RetentionInDays).toBe(90);
    }
    prod.allResources('AWS::Logs::LogGroup', { DeletionPolicy: 'Retain' });
    template.allResources('AWS::Logs::LogGroup', { DeletionPolicy: 'Delete' });
  });
});
