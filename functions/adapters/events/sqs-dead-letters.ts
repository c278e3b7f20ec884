// The event consumers' dead-letter queues in AWS, redriven with SQS's own message move task (docs/decisions/026
// "dlq:redrive"): each queue found by the stack's name prefix and known as a dead-letter queue by its source queues.

import {
  GetQueueAttributesCommand,
  ListDeadLetterSourceQueuesCommand,
  ListQueuesCommand,
  SQSClient,
  StartMessageMoveTaskCommand,
} from '@aws-sdk/client-sqs';
import type { DeadLetterQueues } from '../../domain/ports.js';
import { awsClientOptions } from '../aws-client-options.js';

/**
 * `queuePrefix`: the stack's name, which CloudFormation puts first in the name of every queue it makes; `endpoint`
 * only for an emulator.
 */
export function sqsDeadLetters(options: { queuePrefix: string; region: string; endpoint?: string }): DeadLetterQueues {
  const sqs = new SQSClient(awsClientOptions(options.region, options.endpoint));

  async function stackQueues(): Promise<string[]> {
    const urls: string[] = [];
    let NextToken: string | undefined;
    do {
      const page = await sqs.send(new ListQueuesCommand({ QueueNamePrefix: options.queuePrefix, NextToken }));
      urls.push(...(page.QueueUrls ?? []));
      NextToken = page.NextToken;
    } while (NextToken);
    return urls;
  }

  /** A queue is a dead-letter queue when some queue sends its failures there. */
  async function isDeadLetterQueue(url: string): Promise<boolean> {
    const { queueUrls = [] } = await sqs.send(new ListDeadLetterSourceQueuesCommand({ QueueUrl: url }));
    return queueUrls.length > 0;
  }

  return {
    async redrive(consumer) {
      const redriven = [];
      for (const url of await stackQueues()) {
        const name = url.slice(url.lastIndexOf('/') + 1);
        // The consumer's queues are named after it (EventRouting's `<Consumer>DeadLetterQueue`).
        if (consumer !== null && !name.toLowerCase().includes(consumer.toLowerCase())) continue;
        if (!(await isDeadLetterQueue(url))) continue;
        const { Attributes = {} } = await sqs.send(
          new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn', 'ApproximateNumberOfMessages'] }),
        );
        const waiting = Number(Attributes.ApproximateNumberOfMessages ?? 0);
        // With no destination given, SQS moves each message back to the queue it was dead-lettered from.
        if (waiting > 0) await sqs.send(new StartMessageMoveTaskCommand({ SourceArn: Attributes.QueueArn }));
        redriven.push({ queue: name, moved: waiting });
      }
      return redriven;
    },
  };
}
