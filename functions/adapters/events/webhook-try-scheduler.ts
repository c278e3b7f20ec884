// Wakes a customer webhook's next try on time (docs/decisions/048 "Tries on time"): a message to the tryWebhook queue
// (the local event bus's emulation of it when SQS_ENDPOINT is set) in the event envelope its consumer reads, delayed
// until the try falls due, at most SQS's 15 minutes; its consumer puts back a wake-up that came early.

import { randomUUID } from 'node:crypto';
import { CONSUMERS, EVENTS, EVENT_SOURCE } from '../../../shared/events.js';
import type { Clock } from '../../domain/ports.js';
import type { WebhookTryScheduler } from '../../domain/webhooks/webhook-deps.js';
import { awsClientOptions } from '../aws-client-options.js';
import { correlationId } from '../correlation.js';
import { logger } from '../logger.js';
import { once } from '../once.js';
import { tracer } from '../tracer.js';

/** SQS's longest delay, as the event table declares for the tryWebhook queue. */
const MAX_DELAY_S = CONSUMERS.tryWebhook.delayedUpToSeconds;

export function createWebhookTryScheduler(options: {
  /** The tryWebhook queue; unset in a function that schedules no try, which then logs instead. */
  queueUrl: string | undefined;
  region: string;
  endpoint?: string;
  clock: Clock;
}): WebhookTryScheduler {
  // The SDK package loads with the first wake-up, not at every cold start (docs/decisions/025).
  const sdk = once(async () => {
    const { SQSClient, SendMessageCommand } = await import('@aws-sdk/client-sqs');
    const client = tracer.captureAWSv3Client(new SQSClient(awsClientOptions(options.region, options.endpoint)));
    return { client, SendMessageCommand };
  });
  return {
    async schedule(delivery) {
      const now = options.clock.now();
      const detail = EVENTS.WebhookTryDue.parse({
        userId: delivery.userId,
        keyId: delivery.keyId,
        deliveryId: delivery.id,
        occurredAt: delivery.occurredAt,
        dueAt: delivery.nextAttemptAt,
      });
      const delayS = Math.min(MAX_DELAY_S, Math.max(0, Math.ceil((Date.parse(detail.dueAt) - now.getTime()) / 1000)));
      try {
        if (!options.queueUrl) throw new Error('TRY_WEBHOOK_QUEUE_URL is not set for this function');
        const { client, SendMessageCommand } = await sdk();
        await client.send(
          new SendMessageCommand({
            QueueUrl: options.queueUrl,
            DelaySeconds: delayS,
            MessageBody: JSON.stringify({
              version: '0',
              id: randomUUID(),
              'detail-type': 'WebhookTryDue',
              source: EVENT_SOURCE,
              time: now.toISOString(),
              detail: { ...detail, correlationId: correlationId() },
            }),
          }),
        );
      } catch (error) {
        // The delivery's timer still holds the try: the deliverWebhooks job makes it within its minute.
        logger.error('Webhook try not woken on time; the job will sweep it', { error: error as Error, delayS });
      }
    },
  };
}
