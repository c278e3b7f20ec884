// What tells an operator something is wrong, and what they look at then: an SNS topic every alarm notifies, the
// alarms of docs/decisions/027 "Alarms", and one dashboard with the business and the health figures side by side.

import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  AlarmStatusWidget,
  type CfnAlarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  Stats,
  TextWidget,
  TreatMissingData,
  type AlarmProps,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { METRIC_NAMESPACE, METRIC_SERVICE, METRICS, type MetricName } from '../../functions/adapters/metric-names.js';
import { CONSUMERS, type ConsumerDefinition, type ConsumerName } from '../../shared/events.js';
import type { Area } from '../../shared/routes.js';
import type { IScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { ScheduleName } from '../../shared/schedules.js';
import { kebabCase } from '../naming.js';
import type { StageSettings } from '../stages.js';
import { alarmTopic } from './alarm-topic.js';
import type { ConsumerResources } from './event-routing.js';
import type { JobResources } from './scheduled-jobs.js';
import { FUNCTION_TIMEOUT, type TeamFunction } from './team-function.js';

/** The table operations the repositories call (functions/adapters/dynamo): the ones whose throttles and errors count. */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

/** SES reviews an account at a 5% bounce rate and 0.1% complaints; these warn well before (fractions, as SES sends). */
export const SES_BOUNCE_RATE_ALARM = 0.02;
export const SES_COMPLAINT_RATE_ALARM = 0.0005;
/** A message older than this many visibility timeouts has failed three times or waited behind a backlog. */
const BACKLOG_VISIBILITY_TIMEOUTS = 3;
/** The share of 5xx answers (percent) over 5 minutes, twice in a row, from at least MIN_REQUESTS requests. */
export const API_5XX_RATE_ALARM = 2;
const MIN_REQUESTS = 20;
/**
 * The share of 4xx answers (percent) over 5 minutes, three times in a row: ordinary refusals (a visitor's 401 from the
 * session check, a wrong password) stay far below it; an origin secret rotated out of order refuses every request 403.
 */
export const API_4XX_RATE_ALARM = 80;
/** The share of inbound SMS (percent) matching no order or lease over an hour, from at least MIN_SMS messages. */
export const SMS_UNMATCHED_RATE_ALARM = 20;
const MIN_SMS = 10;
/** Customer webhook deliveries that ended failed within an hour: one broken endpoint is the customer's, five are ours. */
export const WEBHOOK_FAILURES_ALARM = 5;
/**
 * Emails kept failed after their last try (docs/decisions/034): any one is a customer who did not hear from us, so one
 * is enough for an operator to look (`npm run ops -- outbox:failed`).
 */
export const OUTBOX_FAILURES_ALARM = 1;
/**
 * The API's p99 latency (ms) over 5 minutes, three times in a row: a page waits seconds for one call in a hundred. A
 * sign-in's password hash is about half a second; nothing a person does should take six times that.
 */
export const API_P99_LATENCY_ALARM_MS = 3_000;
/** A function whose slowest run in 5 minutes took more than this share of its timeout is about to time out. */
export const NEAR_TIMEOUT_SHARE = 0.8;
/** The monthly budget in USD when the stage's monthlyBudgetUsd gives none: about twice the cost model's bill at 10k sales. */
export const DEFAULT_MONTHLY_BUDGET_USD = 100;
/** The budget mails when the month's actual cost passes this share of it, and when its forecast passes all of it. */
export const BUDGET_ACTUAL_SHARE = 0.8;

export interface MonitoringProps {
  readonly stage: StageSettings;
  /** Where alarms are mailed; without it the topic has no subscriber and synth warns. */
  readonly alarmEmail?: string;
  readonly httpApi: HttpApi;
  /** API Gateway's own 429s (the stage throttle), counted from the access log. */
  readonly throttledRequests: IMetric;
  readonly areaFunctions: ReadonlyMap<Area, TeamFunction>;
  readonly consumers: ReadonlyMap<ConsumerName, ConsumerResources>;
  readonly jobs: ReadonlyMap<ScheduleName, JobResources>;
  /** The stage's EventBridge Scheduler group (ScheduledJobs). */
  readonly scheduleGroup: IScheduleGroup;
  /** The code push: its WebSocket API's stage and its function (PushApi). */
  readonly push: { readonly stage: WebSocketStage; readonly fn: TeamFunction };
  readonly table: ITable;
  /** The AWS Budget's monthly amount in USD. @default DEFAULT_MONTHLY_BUDGET_USD */
  readonly monthlyBudgetUsd?: number;
}

export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  /** Every alarm of the stage, by its name (`uk-sms-numbers-<stage>-<what>`). */
  readonly alarms = new Map<string, Alarm>();
  /** Each function's errors alarm (a job's is its failure alarm): a deploy rolls back when it fires (docs/decisions/055). */
  readonly errorAlarms = new Map<TeamFunction, Alarm>();
  private readonly action: SnsAction;
  private readonly prefix: string;

  constructor(
    scope: Construct,
    id: string,
    private readonly props: MonitoringProps,
  ) {
    super(scope, id);
    const { stage } = props;
    this.prefix = `uk-sms-numbers-${stage.name}`;
    this.topic = alarmTopic(this, {
      topicName: `${this.prefix}-alarms`,
      displayName: `UK SMS numbers ${stage.name} alarms`,
      alarmEmail: props.alarmEmail,
      warningId: 'uk-sms-numbers:no-alarm-email',
    });
    this.action = new SnsAction(this.topic);

    this.queueAlarms();
    this.functionAlarms();
    this.nearTimeoutAlarms();
    this.scheduleAlarms();
    this.apiAlarms();
    this.pushAlarms();
    this.tableAlarms();
    this.mailAlarms();
    this.businessAlarms();
    this.dashboard = this.makeDashboard();
    this.budget();
  }

  /** A metric the functions emit (functions/adapters/metric-names.ts), in this stage. */
  private business(name: MetricName, statistic: string, period: Duration): Metric {
    return new Metric({
      namespace: METRIC_NAMESPACE,
      metricName: name,
      dimensionsMap: { service: METRIC_SERVICE, stage: this.props.stage.name },
      statistic,
      period,
    });
  }

  /** Names the alarm, sends its alarm and OK states to the topic, and keeps it for the dashboard. */
  private alarm(what: string, props: Omit<AlarmProps, 'alarmName'>): Alarm {
    const alarm = new Alarm(this, `Alarm-${what}`, props);
    this.watch(alarm, what);
    return alarm;
  }

  /** Any alarm of the stage, this construct's or another's: named, notifying the topic, on the dashboard. */
  private watch(alarm: Alarm, what: string): void {
    const alarmName = `${this.prefix}-${what}`;
    (alarm.node.defaultChild as CfnAlarm).alarmName = alarmName;
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms.set(alarmName, alarm);
  }

  /** Dead letters (already made by EventRouting) and a backlog on each source queue. */
  private queueAlarms(): void {
    for (const [name, { queue, deadLetterAlarm }] of this.props.consumers) {
      this.watch(deadLetterAlarm, `${kebabCase(name)}-dead-letters`);
      // A message delayed on purpose (a webhook's next try, docs/decisions/048) has not waited for its consumer yet.
      const definition: ConsumerDefinition = CONSUMERS[name];
      const seconds =
        (definition.delayedUpToSeconds ?? 0) + BACKLOG_VISIBILITY_TIMEOUTS * definition.visibilityTimeoutSeconds;
      this.alarm(`${kebabCase(name)}-backlog`, {
        alarmDescription:
          `The oldest ${CONSUMERS[name].event} event has waited over ${seconds} s for ${name}: its consumers ` +
          '(a few at a time) are failing or behind',
        metric: queue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5), statistic: Stats.MAXIMUM }),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        threshold: seconds,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    }
  }

  /** Each area's function (`api-<area>`) and each consumer (`<consumer>`), by the name its alarms start with. */
  private areasAndConsumers(): [string, TeamFunction][] {
    const { areaFunctions, consumers } = this.props;
    return [
      ...[...areaFunctions].map(([area, fn]): [string, TeamFunction] => [`api-${kebabCase(area)}`, fn]),
      ...[...consumers].map(([name, { consumer }]): [string, TeamFunction] => [kebabCase(name), consumer]),
    ];
  }

  /**
   * Errors of each area, consumer and the push socket (the jobs' own failure alarms are ScheduledJobs'), and throttles
   * of any.
   */
  private functionAlarms(): void {
    const { jobs, push } = this.props;
    for (const [what, fn] of [...this.areasAndConsumers(), ['push', push.fn] as [string, TeamFunction]]) {
      const errors = this.alarm(`${what}-errors`, {
        alarmDescription: `The ${fn.name} function crashed or timed out (a handled refusal is not an error)`,
        metric: fn.lambda.metricErrors({ period: Duration.minutes(5), statistic: Stats.SUM }),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        threshold: 0,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      this.errorAlarms.set(fn, errors);
    }
    for (const [name, { job, failureAlarm }] of jobs) {
      this.watch(failureAlarm, `${kebabCase(name)}-failed`);
      this.errorAlarms.set(job, failureAlarm);
    }
    this.alarm('lambda-throttles', {
      alarmDescription:
        'Lambda refused invocations: the account’s concurrency, shared by every function and stage in this region, ' +
        'is used up',
      metric: LambdaFunction.metricAllThrottles({ period: Duration.minutes(5), statistic: Stats.SUM }),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: 0,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /**
   * An alarm on the share of the API's answers that `counted` are, in %, over `periods` five-minute periods in a row;
   * a period with fewer than MIN_REQUESTS answers counts as 0.
   */
  private apiRateAlarm(
    what: string,
    counted: { name: string; metric: Metric; label: string },
    threshold: number,
    periods: number,
    alarmDescription: string,
  ): void {
    const period = Duration.minutes(5);
    this.alarm(what, {
      alarmDescription,
      metric: new MathExpression({
        expression: `IF(requests >= ${MIN_REQUESTS}, 100 * ${counted.name} / requests, 0)`,
        usingMetrics: {
          requests: this.props.httpApi.metricCount({ period, statistic: Stats.SUM }),
          [counted.name]: counted.metric,
        },
        period,
        label: counted.label,
      }),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold,
      evaluationPeriods: periods,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  private apiAlarms(): void {
    const { httpApi, throttledRequests, stage } = this.props;
    const period = Duration.minutes(5);
    this.apiRateAlarm(
      'api-5xx-rate',
      { name: 'errors', metric: httpApi.metricServerError({ period, statistic: Stats.SUM }), label: 'API 5xx %' },
      API_5XX_RATE_ALARM,
      2,
      `Over ${API_5XX_RATE_ALARM}% of API answers were 5xx for 10 minutes`,
    );
    this.apiRateAlarm(
      'api-4xx-rate',
      { name: 'refusals', metric: httpApi.metricClientError({ period, statistic: Stats.SUM }), label: 'API 4xx %' },
      API_4XX_RATE_ALARM,
      3,
      `Over ${API_4XX_RATE_ALARM}% of API answers were 4xx for 15 minutes: most likely the origin header ` +
        '(ORIGIN_SECRET rotated out of order, docs/deploy.md) or a broken site release',
    );
    this.alarm('api-p99-latency', {
      alarmDescription:
        `The API's p99 latency was over ${API_P99_LATENCY_ALARM_MS} ms for 15 minutes: see which area on the ` +
        'dashboard (its functions’ durations), then that function’s traces',
      metric: httpApi.metricLatency({ period, statistic: Stats.p(99) }),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: API_P99_LATENCY_ALARM_MS,
      evaluationPeriods: 3,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarm('api-throttled', {
      alarmDescription:
        `API Gateway answered over ${stage.throttledRequestsAlarm} requests in 5 minutes with 429 before any ` +
        'function ran: the stage throttle (infra/stages.ts) is being reached',
      metric: throttledRequests,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: stage.throttledRequestsAlarm,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** Every function of the stage whose slowest run came near its timeout: the next slow run fails. */
  private nearTimeoutAlarms(): void {
    const { jobs, push } = this.props;
    const functions: [string, TeamFunction][] = [
      ...this.areasAndConsumers(),
      ...[...jobs].map(([name, { job }]): [string, TeamFunction] => [kebabCase(name), job]),
      ['push', push.fn],
    ];
    for (const [what, fn] of functions) {
      const timeoutMs = (fn.lambda.timeout ?? FUNCTION_TIMEOUT).toMilliseconds();
      this.alarm(`${what}-near-timeout`, {
        alarmDescription:
          `A run of the ${fn.name} function took over ${NEAR_TIMEOUT_SHARE * 100}% of its ${timeoutMs / 1000} s ` +
          'timeout: a slower one is cut off (a dependency slowing down, or a page of work grown too big)',
        metric: fn.lambda.metricDuration({ period: Duration.minutes(5), statistic: Stats.MAXIMUM }),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        threshold: NEAR_TIMEOUT_SHARE * timeoutMs,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    }
  }

  /** EventBridge Scheduler could not run a job: the invocation failed (no retry) or was dropped. */
  private scheduleAlarms(): void {
    const period = Duration.minutes(5);
    const group = this.props.scheduleGroup;
    this.alarm('schedules-failing', {
      alarmDescription:
        'EventBridge Scheduler failed to invoke a job or dropped the invocation (the job’s role, a throttle, or the ' +
        'function gone): that run of the job did not happen',
      metric: new MathExpression({
        expression: 'failed + dropped',
        usingMetrics: {
          failed: group.metricTargetErrors({ period, statistic: Stats.SUM }),
          dropped: group.metricDropped({ period, statistic: Stats.SUM }),
        },
        period,
        label: 'Failed or dropped job invocations',
      }),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: 0,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** The code push's WebSocket API: its integration failing, or its function crashing. */
  private pushAlarms(): void {
    const period = Duration.minutes(5);
    const { stage, fn } = this.props.push;
    this.alarm('push-socket-errors', {
      alarmDescription:
        'The WebSocket API could not run the push function, or the function crashed or timed out: pages fall back to ' +
        'polling, codes still arrive (a refused handshake, 403, is not an error)',
      metric: new MathExpression({
        expression: 'execution + crashes',
        usingMetrics: {
          execution: new Metric({
            namespace: 'AWS/ApiGateway',
            metricName: 'ExecutionError',
            dimensionsMap: { ApiId: stage.api.apiId, Stage: stage.stageName },
            statistic: Stats.SUM,
            period,
          }),
          crashes: fn.lambda.metricErrors({ period, statistic: Stats.SUM }),
        },
        period,
        label: 'WebSocket API errors',
      }),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: 0,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /**
   * The account's monthly cost (AWS Budgets sees the bill, not a stage: stages in one account share it), mailed to the
   * topic when the actual cost passes BUDGET_ACTUAL_SHARE of the amount and when the forecast passes all of it.
   */
  private budget(): void {
    const amount = this.props.monthlyBudgetUsd ?? DEFAULT_MONTHLY_BUDGET_USD;
    const stack = Stack.of(this);
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'BudgetsPublish',
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': stack.account },
          ArnLike: { 'aws:SourceArn': `arn:${stack.partition}:budgets::${stack.account}:*` },
        },
      }),
    );
    const subscribers = [{ subscriptionType: 'SNS', address: this.topic.topicArn }];
    new CfnBudget(this, 'Budget', {
      budget: {
        budgetName: `${this.prefix}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        {
          notification: {
            notificationType: 'ACTUAL',
            comparisonOperator: 'GREATER_THAN',
            threshold: BUDGET_ACTUAL_SHARE * 100,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
        {
          notification: {
            notificationType: 'FORECASTED',
            comparisonOperator: 'GREATER_THAN',
            threshold: 100,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
      ],
    });
  }

  private tableAlarms(): void {
    const { table } = this.props;
    const period = Duration.minutes(5);
    this.alarm('table-throttles', {
      alarmDescription: 'DynamoDB throttled requests to the table (a hot key, or the on-demand ceiling)',
      metric: table.metricThrottledRequestsForOperations({ operations: TABLE_OPERATIONS, period }),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: 0,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarm('table-system-errors', {
      alarmDescription: 'DynamoDB answered requests to the table with a 500 (its side)',
      metric: table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period }),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: 0,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** SES reputation is the account's in this region, whichever stage sent the mail. */
  private mailAlarms(): void {
    const reputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: Stats.MAXIMUM, period: Duration.hours(1) });
    this.alarm('ses-bounce-rate', {
      alarmDescription: `The account's SES bounce rate is over ${SES_BOUNCE_RATE_ALARM * 100}% (SES reviews at 5%)`,
      metric: reputation('Reputation.BounceRate'),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: SES_BOUNCE_RATE_ALARM,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarm('ses-complaint-rate', {
      alarmDescription: `The account's SES complaint rate is over ${SES_COMPLAINT_RATE_ALARM * 100}% (SES reviews at 0.1%)`,
      metric: reputation('Reputation.ComplaintRate'),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: SES_COMPLAINT_RATE_ALARM,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** On the figures the functions emit. */
  private businessAlarms(): void {
    const hour = Duration.hours(1);
    this.alarm('payments-held', {
      alarmDescription: 'A payment notification was held for an operator: `npm run ops -- payments:held` lists them',
      metric: this.business(METRICS.ipnsHeld, Stats.SUM, Duration.minutes(5)),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: 0,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarm('sms-unmatched-rate', {
      alarmDescription:
        `Over ${SMS_UNMATCHED_RATE_ALARM}% of inbound SMS in an hour matched no order or lease: ` +
        '`npm run ops -- sms:unmatched` lists them',
      metric: new MathExpression({
        expression: `IF(received >= ${MIN_SMS}, 100 * unmatched / received, 0)`,
        usingMetrics: {
          received: this.business(METRICS.smsReceived, Stats.SUM, hour),
          unmatched: this.business(METRICS.smsUnmatched, Stats.SUM, hour),
        },
        period: hour,
        label: 'Unmatched SMS %',
      }),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: SMS_UNMATCHED_RATE_ALARM,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarm('webhook-deliveries-failing', {
      alarmDescription:
        `${WEBHOOK_FAILURES_ALARM} or more customer webhook deliveries ended failed within an hour: each is kept, see ` +
        '`npm run ops -- outbox:failed`, then `outbox:retry <id>` or `outbox:dismiss <id>`',
      metric: this.business(METRICS.webhookDeliveriesFailed, Stats.SUM, hour),
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      threshold: WEBHOOK_FAILURES_ALARM,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarm('outbox-emails-failed', {
      alarmDescription:
        'An email failed its last try and is kept for an operator: see `npm run ops -- outbox:failed`, then ' +
        '`outbox:retry <id>` or `outbox:dismiss <id>`',
      metric: this.business(METRICS.outboxItemsFailed, Stats.SUM, hour),
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      threshold: OUTBOX_FAILURES_ALARM,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const stockLow = this.alarm('stock-low', {
      alarmDescription:
        `Fewer than ${this.props.stage.stockAlarmThreshold} UK numbers are available for sale: import stock ` +
        '(`npm run ops -- numbers:import`). No sample for 30 minutes means the sampling job stopped.',
      metric: this.business(METRICS.stockAvailable, Stats.MINIMUM, Duration.minutes(30)),
      comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
      threshold: this.props.stage.stockAlarmThreshold,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.MISSING,
    });
    stockLow.addInsufficientDataAction(this.action);
    // Supply (docs/decisions/061): the provisioning job's own troubles, before they show as stock-low.
    this.alarm('provisioning-failing', {
      alarmDescription:
        'Three provisioning runs in 15 minutes met an error (the carrier refused, failed or could not be reached, or its ' +
        'auth token is unusable): the Supply view lists each run’s errors; `npm run ops -- numbers:reconcile` after a ' +
        'carrier outage',
      metric: this.business(METRICS.provisioningFailures, Stats.SUM, Duration.minutes(15)),
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      threshold: 3,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarm('spend-cap-reached', {
      alarmDescription:
        'The provisioning job stopped buying numbers at the day’s spending cap: sales outrun it; raise the cap on the ' +
        'Supply view if that is expected, else look for a buying loop',
      metric: this.business(METRICS.spendCapReached, Stats.SUM, Duration.hours(1)),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: 0,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    // Payouts to buyers (docs/decisions/064): one asked of its provider that neither its notice nor a lookup settled.
    this.alarm('payout-overdue', {
      alarmDescription:
        'A payout to a buyer’s address was asked of its provider over 6 hours ago and is still neither sent nor failed: ' +
        'Held Payments › Money owed to buyers lists it with the provider’s reference; look it up in the provider’s dashboard',
      metric: this.business(METRICS.payoutsOverdue, Stats.MAXIMUM, Duration.minutes(15)),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: 0,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  private makeDashboard(): Dashboard {
    const { httpApi, throttledRequests, consumers, table, stage } = this.props;
    const hour = Duration.hours(1);
    const fiveMinutes = Duration.minutes(5);
    const graph = (title: string, left: IMetric[], right: IMetric[] = []) =>
      new GraphWidget({ title, left, right, width: 12, height: 6 });
    /** Business figures counted per hour, side by side. */
    const hourlyCounts = (title: string, names: MetricName[]) =>
      graph(
        title,
        names.map((name) => this.business(name, Stats.SUM, hour)),
      );
    const dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: this.prefix,
      defaultInterval: Duration.days(7),
    });
    const functions = [...this.props.areaFunctions.values(), ...[...consumers.values()].map((c) => c.consumer)];
    dashboard.addWidgets(
      new TextWidget({
        markdown: `# UK SMS numbers (${stage.name})\nBusiness on the left, health on the right.`,
        width: 24,
        height: 2,
      }),
      new AlarmStatusWidget({ title: 'Alarms', alarms: [...this.alarms.values()], width: 24, height: 6 }),
    );
    dashboard.addWidgets(
      graph('Purchases by type (per hour)', [
        new MathExpression({
          expression:
            `SEARCH('{${METRIC_NAMESPACE},service,stage,type} MetricName="${METRICS.purchases}" ` +
            `stage="${stage.name}"', 'Sum', 3600)`,
          period: hour,
        }),
      ]),
      graph('API requests and errors (per 5 minutes)', [
        httpApi.metricCount({ period: fiveMinutes, statistic: Stats.SUM, label: 'Requests' }),
        httpApi.metricClientError({ period: fiveMinutes, statistic: Stats.SUM, label: '4xx' }),
        httpApi.metricServerError({ period: fiveMinutes, statistic: Stats.SUM, label: '5xx' }),
        throttledRequests,
      ]),
    );
    dashboard.addWidgets(
      hourlyCounts('Sales, refunds and codes (per hour)', [METRICS.purchases, METRICS.refunds, METRICS.codesDelivered]),
      graph('API latency (ms)', [
        httpApi.metricLatency({ period: fiveMinutes, statistic: Stats.p(50), label: 'p50' }),
        httpApi.metricLatency({ period: fiveMinutes, statistic: Stats.p(99), label: 'p99' }),
      ]),
    );
    dashboard.addWidgets(
      graph('Time from order to code (ms)', [
        this.business(METRICS.timeToCode, Stats.p(50), hour),
        this.business(METRICS.timeToCode, Stats.p(90), hour),
      ]),
      graph(
        'Function errors (per 5 minutes)',
        functions.map((fn) => fn.lambda.metricErrors({ period: fiveMinutes, statistic: Stats.SUM, label: fn.name })),
      ),
    );
    dashboard.addWidgets(
      hourlyCounts('Inbound SMS (per hour)', [METRICS.smsReceived, METRICS.smsUnmatched]),
      graph(
        'Event queues: oldest message (s) and dead letters',
        [...consumers].map(([name, { queue }]) =>
          queue.metricApproximateAgeOfOldestMessage({ period: fiveMinutes, statistic: Stats.MAXIMUM, label: name }),
        ),
        [...consumers].map(([name, { deadLetterQueue }]) =>
          deadLetterQueue.metricApproximateNumberOfMessagesVisible({
            period: fiveMinutes,
            statistic: Stats.MAXIMUM,
            label: `${name} dead letters`,
          }),
        ),
      ),
    );
    dashboard.addWidgets(
      hourlyCounts('Payment notifications (per hour)', [METRICS.ipnsApplied, METRICS.ipnsHeld, METRICS.ipnsRefused]),
      graph('Table throttle events and system errors', [
        table.metric('ReadThrottleEvents', { period: fiveMinutes, statistic: Stats.SUM }),
        table.metric('WriteThrottleEvents', { period: fiveMinutes, statistic: Stats.SUM }),
        table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period: fiveMinutes }),
      ]),
    );
    dashboard.addWidgets(
      graph('Customer webhooks (per hour)', [
        this.business(METRICS.webhookTriesFailed, Stats.SUM, hour),
        this.business(METRICS.webhookDeliveriesFailed, Stats.SUM, hour),
      ]),
      graph('Outbox emails (per hour)', [
        this.business(METRICS.outboxTriesFailed, Stats.SUM, hour),
        this.business(METRICS.outboxItemsFailed, Stats.SUM, hour),
      ]),
      graph('SES reputation (account)', [
        new Metric({ namespace: 'AWS/SES', metricName: 'Reputation.BounceRate', statistic: Stats.MAXIMUM }),
        new Metric({ namespace: 'AWS/SES', metricName: 'Reputation.ComplaintRate', statistic: Stats.MAXIMUM }),
      ]),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'UK numbers available',
        left: [this.business(METRICS.stockAvailable, Stats.MINIMUM, Duration.minutes(30))],
        leftAnnotations: [{ value: stage.stockAlarmThreshold, label: 'Stock alarm' }],
        width: 12,
        height: 6,
      }),
      graph('Lambda throttles and concurrency (account)', [
        LambdaFunction.metricAllThrottles({ period: fiveMinutes, statistic: Stats.SUM }),
        LambdaFunction.metricAllConcurrentExecutions({ period: fiveMinutes, statistic: Stats.MAXIMUM }),
      ]),
    );
    dashboard.addWidgets(
      hourlyCounts('Provisioning from the carrier (per hour)', [METRICS.provisioningFailures, METRICS.spendCapReached]),
      graph('Payouts to buyers overdue', [this.business(METRICS.payoutsOverdue, Stats.MAXIMUM, fiveMinutes)]),
    );
    return dashboard;
  }
}
