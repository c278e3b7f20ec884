// Domain events in AWS, built from the event table: one bus, and per consumer a rule, a queue, its dead-letter queue,
// the consumer function and an alarm on the dead letters. A consumer of an AWS service's events (SES's bounces and
// complaints, docs/decisions/056) has its rule on the account's default bus, where AWS publishes them.

import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { EventBus, Rule, type EventPattern, type IEventBus } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  CONSUMER_NAMES,
  CONSUMERS,
  EVENT_SOURCE,
  type ConsumerDefinition,
  type ConsumerName,
} from '../../shared/events.js';
import { consumerEntry } from '../bundling.js';
import { CONSUMER_NEEDS } from '../function-needs.js';
import { pascalCase } from '../naming.js';
import type { StageSettings } from '../stages.js';
import type { AppFunctions } from './app-functions.js';
import { FUNCTION_TIMEOUT, type TeamFunction } from './team-function.js';

/** The longest SQS keeps a message; dead letters stay this long for an operator to inspect and redrive. */
const DEAD_LETTER_RETENTION = Duration.days(14);

export interface EventRoutingProps {
  /** The stage, whose prefix names the bus: a bus's name is unique in the account and region. */
  readonly stage: StageSettings;
  /** Makes each consumer function, with the shared settings and the rights of its row of CONSUMER_NEEDS. */
  readonly functions: AppFunctions;
}

/** What one row of CONSUMERS became. */
export interface ConsumerResources {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly rule: Rule;
  readonly consumer: TeamFunction;
  readonly deadLetterAlarm: Alarm;
}

/**
 * EventBridge matches `source: [EVENT_SOURCE]` and the consumer's event name (the publisher's DetailType) and puts the
 * whole event on the consumer's queue; the function takes batches and reports the messages that failed, which come
 * back after the visibility timeout until `maxReceiveCount` sends them to the dead-letter queue.
 */
export class EventRouting extends Construct {
  readonly bus: EventBus;
  readonly consumers: ReadonlyMap<ConsumerName, ConsumerResources>;

  constructor(scope: Construct, id: string, props: EventRoutingProps) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus', {
      eventBusName: props.stage.prefix,
      description: 'Domain events of shared/events.ts',
    });
    const defaultBus = EventBus.fromEventBusName(this, 'DefaultBus', 'default');

    const consumers = new Map<ConsumerName, ConsumerResources>();
    for (const name of CONSUMER_NAMES) {
      const definition: ConsumerDefinition = CONSUMERS[name];
      // Lambda refuses an SQS event source whose visibility timeout is shorter than the function's timeout.
      if (definition.visibilityTimeoutSeconds < FUNCTION_TIMEOUT.toSeconds()) {
        throw new Error(
          `CONSUMERS.${name}.visibilityTimeoutSeconds (${definition.visibilityTimeoutSeconds}) must be at least the ` +
            `function timeout (${FUNCTION_TIMEOUT.toSeconds()} s)`,
        );
      }
      const id = pascalCase(name);
      const deadLetterQueue = new Queue(this, `${id}DeadLetterQueue`, {
        retentionPeriod: DEAD_LETTER_RETENTION,
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
      });
      const queue = new Queue(this, `${id}Queue`, {
        visibilityTimeout: Duration.seconds(definition.visibilityTimeoutSeconds),
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: definition.maxReceiveCount },
        // SSE-SQS rather than a KMS key: EventBridge can send to it with no key policy to keep in step.
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
      });
      // Only AWS may put events of an `aws.` source (PutEvents refuses them from anyone else), so what reaches a
      // consumer of an AWS service's events came from that service.
      const { bus, pattern }: { bus: IEventBus; pattern: EventPattern } = definition.publishedByAws
        ? {
            bus: defaultBus,
            pattern: {
              source: [definition.publishedByAws.source],
              detailType: [...definition.publishedByAws.detailTypes],
            },
          }
        : { bus: this.bus, pattern: { source: [EVENT_SOURCE], detailType: [definition.event] } };
      const rule = new Rule(this, `${id}Rule`, {
        eventBus: bus,
        description: `${definition.event} events to the ${name} queue`,
        eventPattern: pattern,
        // An event EventBridge cannot deliver lands with the dead letters too, rather than being dropped.
        targets: [new SqsQueue(queue, { deadLetterQueue })],
      });

      const consumer = props.functions.add(this, `${id}Consumer`, {
        name,
        entry: consumerEntry(name, props.functions.sourceRoot),
        description: `The ${name} consumer of ${definition.event} events`,
        needs: CONSUMER_NEEDS[name],
      });
      consumer.live.addEventSource(
        new SqsEventSource(queue, {
          batchSize: definition.batchSize,
          maxConcurrency: definition.maxConcurrency,
          reportBatchItemFailures: true,
        }),
      );

      const deadLetterAlarm = new Alarm(this, `${id}DeadLetterAlarm`, {
        alarmDescription: `${name} gave up on ${definition.event} events: they are kept in its dead-letter queue`,
        metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(1),
          statistic: Stats.MAXIMUM,
        }),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        threshold: 0,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      consumers.set(name, { queue, deadLetterQueue, rule, consumer, deadLetterAlarm });
    }
    this.consumers = consumers;
  }
}
