// Mail that hears its bounces (docs/decisions/056): every send carries the stage's SES configuration set, whose event
// destination puts bounces and complaints on the default bus, where only AWS may publish `aws.ses` events; one rule
// takes them to the markUndeliverable consumer's queue, which only that rule may feed; the consumer may touch the table,
// its own queue and its logs and traces, and nothing else.

import { describe, expect, it } from 'vitest';
import { CONSUMERS } from '../../shared/events.js';
import { MAIL_FEEDBACK_DETAIL_TYPES } from '../../shared/schemas/mail-feedback.js';
import { EVERY_FUNCTION_NEEDS as NEEDS } from './every-function.js';
import { functionNamed, liveAliasId, statementsOf, synthApp } from './synth-app.js';

const { template } = synthApp();
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: any }>;
const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
const [configurationSetId, configurationSet] = ofType('AWS::SES::ConfigurationSet')[0] ?? [];
const consumer = functionNamed(template, 'markUndeliverable');
const [, rule] =
  ofType('AWS::Events::Rule').find(([, candidate]) => candidate.Properties.EventPattern.source?.[0] === 'aws.ses') ??
  [];
const queueId = rule?.Properties.Targets[0].Arn['Fn::GetAtt'][0] as string;

describe('mail feedback', () => {
  it('is one configuration set per stage, named by CloudFormation, keeping SES from mailing an address that bounced', () => {
    expect(ofType('AWS::SES::ConfigurationSet')).toHaveLength(1);
    expect(configurationSet?.Properties.Name).toBeUndefined();
    expect(configurationSet?.Properties).toMatchObject({
      ReputationOptions: { ReputationMetricsEnabled: true },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE'] },
    });
  });

  it('sends bounces and complaints, and nothing else, to the default event bus', () => {
    const destinations = ofType('AWS::SES::ConfigurationSetEventDestination');
    expect(destinations).toHaveLength(1);
    const { ConfigurationSetName, EventDestination } = destinations[0]![1].Properties;
    expect(ConfigurationSetName).toEqual({ Ref: configurationSetId });
    expect(EventDestination.Enabled).toBe(true);
    expect([...EventDestination.MatchingEventTypes].sort()).toEqual(['bounce', 'complaint']);
    expect(JSON.stringify(EventDestination.EventBridgeDestination.EventBusArn)).toContain(':event-bus/default');
  });

  it('is named on every send: each function that may send knows the set and may send only with it and the identity', () => {
    const senders = Object.keys(NEEDS).filter((name) => NEEDS[name]!.sendsMail);
    expect(senders.length).toBeGreaterThan(0);
    for (const name of senders) {
      const fn = functionNamed(template, name);
      expect(fn.Properties.Environment.Variables.SES_CONFIGURATION_SET, name).toEqual({ Ref: configurationSetId });
      const sends = statementsOf(template, fn).filter((statement) => statement.Action === 'ses:SendEmail');
      expect(sends, name).toHaveLength(1);
      expect(JSON.stringify(sends[0]!.Resource)).toContain(`configuration-set/`);
      expect(JSON.stringify(sends[0]!.Resource)).toContain(configurationSetId!);
      expect((sends[0] as { Condition?: unknown }).Condition).toEqual({
        StringEquals: { 'ses:FromAddress': expect.any(String) },
      });
    }
    for (const name of Object.keys(NEEDS).filter((candidate) => !NEEDS[candidate]!.sendsMail)) {
      expect(
        functionNamed(template, name).Properties.Environment.Variables.SES_CONFIGURATION_SET,
        name,
      ).toBeUndefined();
    }
  });

  it("reaches the consumer by one rule on the default bus, matching SES's source and its two detail types", () => {
    expect(rule?.Properties).toMatchObject({
      EventBusName: 'default',
      EventPattern: { source: ['aws.ses'], 'detail-type': [...MAIL_FEEDBACK_DETAIL_TYPES] },
    });
    expect(CONSUMERS.markUndeliverable.publishedByAws.detailTypes).toEqual(MAIL_FEEDBACK_DETAIL_TYPES);
    const [, mapping] =
      ofType('AWS::Lambda::EventSourceMapping').find(
        ([, candidate]) => candidate.Properties.EventSourceArn['Fn::GetAtt'][0] === queueId,
      ) ?? [];
    // The queue feeds the consumer's live alias (docs/decisions/055).
    const consumerId = Object.keys(resources).find((id) => resources[id] === consumer);
    expect(JSON.stringify(mapping?.Properties.FunctionName)).toContain(`{"Ref":"${liveAliasId(template, consumerId)}"}`);
  });

  it('lets only EventBridge, for that rule, put messages on its queue', () => {
    const policy = ofType('AWS::SQS::QueuePolicy').find(([, candidate]) =>
      candidate.Properties.Queues.some((queue: { Ref: string }) => queue.Ref === queueId),
    )?.[1];
    const allows = policy?.Properties.PolicyDocument.Statement.filter((s: any) => s.Effect === 'Allow');
    expect(allows).toHaveLength(1);
    expect(allows[0].Action).toContain('sqs:SendMessage');
    expect(allows[0]).toMatchObject({
      Principal: { Service: 'events.amazonaws.com' },
      Condition: { ArnEquals: { 'aws:SourceArn': expect.anything() } },
    });
  });

  it('gives the consumer the table, its own queue, its logs and traces, and no mail, events, secrets or keys', () => {
    const statements = statementsOf(template, consumer);
    const actions = statements.flatMap((statement) => [statement.Action].flat() as string[]);
    for (const action of actions) {
      expect(action, action).toMatch(/^(dynamodb|sqs|xray|logs):/);
    }
    expect(actions).not.toContain('dynamodb:Scan');
    const sqsResources = statements
      .filter((statement) => [statement.Action].flat().some((action) => String(action).startsWith('sqs:')))
      .map((statement) => JSON.stringify(statement.Resource));
    for (const resource of sqsResources) expect(resource).toContain(queueId);
    const variables = consumer.Properties.Environment.Variables as Record<string, unknown>;
    expect(Object.keys(variables).filter((name) => name.endsWith('_ARN'))).toEqual([]);
  });
});
