// Domain events are routed by the event table: one bus, and per consumer a rule, a queue, a dead-letter queue, the
// consumer function and an alarm, with the table's values; every function gets the same settings.

import { Match } from 'aws-cdk-lib/assertions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSUMER_NAMES,
  CONSUMERS,
  EVENT_SOURCE,
  type ConsumerDefinition,
  type ConsumerName,
} from '../../shared/events.js';
import { AREA_NAMES } from '../../shared/routes.js';
import { SCHEDULE_NAMES } from '../../shared/schedules.js';
import { PUSH_FUNCTION } from '../../shared/schemas/push.js';
import { statementsOf, synthApp, TEST_PROVIDERS } from './synth-app.js';

const { template } = synthApp();
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: any }>;

const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
const functions = ofType('AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Environment);
/**
 * Given only to the functions whose needs say so (infra/function-needs.ts): two-factor sealing, socket pushes, webhook
 * tries, and the senders' configuration set.
 */
const OWN_SETTINGS = ['TWO_FACTOR_KEY_ID', 'PUSH_ENDPOINT', 'TRY_WEBHOOK_QUEUE_URL', 'SES_CONFIGURATION_SET'];
const serviceOf = (fn: { Properties: any }) => fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME as string;
const busId = ofType('AWS::Events::EventBus')[0]?.[0];

/** Follows the template from a consumer's function to its event source, queue, dead-letter queue, rule and alarm. */
function consumerResources(name: ConsumerName) {
  const [functionId, fn] = functions.find(([, candidate]) => serviceOf(candidate) === name) ?? [];
  const [, mapping] =
    ofType('AWS::Lambda::EventSourceMapping').find(
      ([, candidate]) => candidate.Properties.FunctionName.Ref === functionId,
    ) ?? [];
  const queueId = mapping?.Properties.EventSourceArn['Fn::GetAtt'][0] as string;
  const queue = resources[queueId];
  const deadLetterQueueId = queue?.Properties.RedrivePolicy?.deadLetterTargetArn['Fn::GetAtt'][0] as string;
  const rules = ofType('AWS::Events::Rule').filter(([, rule]) =>
    rule.Properties.Targets.some((target: any) => target.Arn['Fn::GetAtt']?.[0] === queueId),
  );
  const alarms = ofType('AWS::CloudWatch::Alarm').filter(([, alarm]) =>
    alarm.Properties.Dimensions?.some((dimension: any) => dimension.Value['Fn::GetAtt']?.[0] === deadLetterQueueId),
  );
  return {
    fn,
    mapping,
    queueId,
    queue,
    deadLetterQueueId,
    deadLetterQueue: resources[deadLetterQueueId],
    rules: rules.map(([, rule]) => rule),
    alarms: alarms.map(([, alarm]) => alarm),
  };
}

describe('event routing', () => {
  it('has one custom event bus', () => {
    template.resourceCountIs('AWS::Events::EventBus', 1);
    expect(busId).toMatch(/^EventsBus/);
  });

  it('has exactly one queue and one dead-letter queue per consumer of the event table', () => {
    template.resourceCountIs('AWS::SQS::Queue', 2 * CONSUMER_NAMES.length);
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', CONSUMER_NAMES.length);
    template.resourceCountIs('AWS::Events::Rule', CONSUMER_NAMES.length);
  });

  describe.each(CONSUMER_NAMES)('consumer %s', (name) => {
    const definition: ConsumerDefinition = CONSUMERS[name];
    const found = consumerResources(name);

    it('runs the team-default function on functions/events/<name>.ts', () => {
      expect(found.fn?.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        Description: expect.stringContaining(definition.event),
      });
    });

    it('takes batches of batchSize from its queue, at most maxConcurrency at once, and reports partial batch failures', () => {
      expect(found.mapping?.Properties).toMatchObject({
        BatchSize: definition.batchSize,
        ScalingConfig: { MaximumConcurrency: definition.maxConcurrency },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
    });

    it('hides a message in flight for visibilityTimeoutSeconds, at least the function timeout', () => {
      expect(found.queue?.Properties.VisibilityTimeout).toBe(definition.visibilityTimeoutSeconds);
      expect(definition.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(found.fn?.Properties.Timeout);
    });

    it('sends a message to its dead-letter queue after maxReceiveCount deliveries, and keeps it there 14 days', () => {
      expect(found.queue?.Properties.RedrivePolicy.maxReceiveCount).toBe(definition.maxReceiveCount);
      expect(found.deadLetterQueue?.Type).toBe('AWS::SQS::Queue');
      expect(found.deadLetterQueue?.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
    });

    it('encrypts both queues and refuses any request without TLS', () => {
      for (const queueId of [found.queueId, found.deadLetterQueueId]) {
        expect(resources[queueId]?.Properties.SqsManagedSseEnabled).toBe(true);
        template.hasResourceProperties('AWS::SQS::QueuePolicy', {
          Queues: [{ Ref: queueId }],
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
            ]),
          },
        });
      }
    });

    it("is fed by one rule on the bus matching our source and its event name (an AWS service's on the default bus), undeliverable events kept as dead letters", () => {
      expect(found.rules).toHaveLength(1);
      const aws = definition.publishedByAws;
      expect(found.rules[0]?.Properties).toMatchObject({
        EventBusName: aws ? 'default' : { Ref: busId },
        EventPattern: aws
          ? { source: [aws.source], 'detail-type': [...aws.detailTypes] }
          : { source: [EVENT_SOURCE], 'detail-type': [definition.event] },
        Targets: [
          {
            Arn: { 'Fn::GetAtt': [found.queueId, 'Arn'] },
            DeadLetterConfig: { Arn: { 'Fn::GetAtt': [found.deadLetterQueueId, 'Arn'] } },
          },
        ],
      });
    });

    it('lets only that rule put messages on its queues', () => {
      for (const queueId of [found.queueId, found.deadLetterQueueId]) {
        const policy = ofType('AWS::SQS::QueuePolicy').find(([, candidate]) =>
          candidate.Properties.Queues.some((queue: { Ref: string }) => queue.Ref === queueId),
        )?.[1];
        const allows = policy?.Properties.PolicyDocument.Statement.filter((s: any) => s.Effect === 'Allow');
        expect(allows.length).toBeGreaterThan(0);
        for (const statement of allows) {
          expect(statement.Principal).toEqual({ Service: 'events.amazonaws.com' });
          expect(statement.Condition).toEqual({
            ArnEquals: { 'aws:SourceArn': { 'Fn::GetAtt': [expect.stringMatching(/^Events\w+Rule/), 'Arn'] } },
          });
        }
      }
    });

    it('raises an alarm as soon as one message is in its dead-letter queue', () => {
      expect(found.alarms).toHaveLength(1);
      expect(found.alarms[0]?.Properties).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
        EvaluationPeriods: 1,
        TreatMissingData: 'notBreaching',
      });
    });

    it('gets the same settings as the API areas', () => {
      /** Everything but the service name, the secrets' ARNs and what its needs alone give it, which are its own. */
      const shared = (fn: { Properties: any } | undefined) => {
        const { POWERTOOLS_SERVICE_NAME: _own, ...rest } = fn?.Properties.Environment.Variables ?? {};
        return Object.fromEntries(
          Object.entries(rest).filter(([key]) => !key.endsWith('_ARN') && !OWN_SETTINGS.includes(key)),
        );
      };
      const area = functions.find(([, fn]) => serviceOf(fn) === AREA_NAMES[0])?.[1];
      expect(shared(found.fn)).toEqual(shared(area));
      expect(Object.keys(shared(found.fn))).toContain('TABLE_NAME');
    });

    it('may read its queue, and no table Scan', () => {
      const actions = statementsOf(template, found.fn!).flatMap((statement) => statement.Action);
      expect(actions).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage']));
      expect(actions).not.toContain('dynamodb:Scan');
    });
  });
});

describe('every function, API area, consumer or scheduled job', () => {
  it('is an area, a consumer or a job of the tables, and nothing else', () => {
    expect(functions.map(([, fn]) => serviceOf(fn)).sort()).toEqual(
      [...AREA_NAMES, ...CONSUMER_NAMES, ...SCHEDULE_NAMES, PUSH_FUNCTION].sort(),
    );
  });

  it('may put events on the bus only, if it may put events at all', () => {
    for (const [, fn] of functions) {
      const putEvents = statementsOf(template, fn).filter((statement) =>
        [statement.Action].flat().includes('events:PutEvents'),
      );
      for (const statement of putEvents) {
        expect(statement, serviceOf(fn)).toMatchObject({ Resource: { 'Fn::GetAtt': [busId, 'Arn'] } });
      }
    }
  });

  it('gets the bus name, the public URL and the payment providers’ settings', () => {
    for (const [, fn] of functions) {
      expect(fn.Properties.Environment.Variables, serviceOf(fn)).toMatchObject({
        EVENT_BUS_NAME: { Ref: busId },
        PUBLIC_URL: { 'Fn::Join': ['', ['https://', expect.anything()]] },
        COINPAYMENTS_API_URL: 'https://www.coinpayments.net/api.php',
        COINPAYMENTS_MERCHANT_ID: TEST_PROVIDERS.coinpaymentsMerchantId,
        COINPAYMENTS_PUBLIC_KEY: TEST_PROVIDERS.coinpaymentsPublicKey,
        NOWPAYMENTS_API_URL: 'https://api.nowpayments.io/v1',
      });
    }
  });
});

describe('the settings every function is deployed with', () => {
  const savedEnv = process.env;
  afterEach(() => {
    process.env = savedEnv;
    vi.resetModules();
  });

  /** A function's environment as Lambda would see it: deploy-time values (Ref, GetAtt, Join) stand in as URLs or text. */
  const deployedEnvironment = (variables: Record<string, unknown>): Record<string, string> =>
    Object.fromEntries(
      Object.entries(variables).map(([key, value]) => [
        key,
        typeof value === 'string'
          ? value
          : /_(URL|ENDPOINT)$/.test(key)
            ? 'https://d111111abcdef8.cloudfront.net'
            : 'resolved',
      ]),
    );

  it.each(functions.map(([, fn]) => [serviceOf(fn), fn] as const))(
    'pass functions/config.ts for %s',
    async (_name, fn) => {
      process.env = deployedEnvironment(fn.Properties.Environment.Variables);
      vi.resetModules();
      const { settings } = await import('../../functions/config.js');
      expect(() => settings()).not.toThrow();
    },
  );
});
