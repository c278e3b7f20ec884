// One SQS consumer per row of the event table: checks each event's detail, handles it under the correlation id it was
// published with, reports partial batch failures.

import middy from '@middy/core';
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { CONSUMERS, EVENT_CORRELATION, EVENTS, type ConsumerName, type EventDetail } from '../../../shared/events.js';
import { withCorrelationId } from '../../adapters/correlation.js';
import { dependencies, type Dependencies } from '../../adapters/dependencies.js';
import { logger } from '../../adapters/logger.js';
import { observability } from '../../adapters/observability.js';

type DetailOf<C extends ConsumerName> = EventDetail<(typeof CONSUMERS)[C]['event']>;

export interface Delivery {
  /** The EventBridge event id: the same for every delivery of one event. */
  eventId: string;
  receiveCount: number;
}

export function createConsumer<C extends ConsumerName>(
  name: C,
  handle: (detail: DetailOf<C>, deps: Dependencies, delivery: Delivery) => Promise<void>,
) {
  const schema = EVENTS[CONSUMERS[name].event];
  const processor = new BatchProcessor(EventType.SQS);
  const processRecord = async (record: SQSRecord) => {
    const envelope = JSON.parse(record.body) as { id: string; detail: unknown };
    const detail = schema.parse(envelope.detail) as DetailOf<C>;
    // Our own publisher wrote it, already checked (API Gateway's request ids end in '='); an event published before
    // correlation ids, or by hand, goes by its own id.
    const given = EVENT_CORRELATION.safeParse(envelope.detail).data?.correlationId;
    await withCorrelationId(given ?? envelope.id, async () => {
      try {
        await handle(detail, await dependencies(), {
          eventId: envelope.id,
          receiveCount: Number(record.attributes.ApproximateReceiveCount),
        });
      } catch (error) {
        logger.error('Consumer failed; the message will be retried', { consumer: name, error: error as Error });
        throw error;
      }
      logger.info('Event handled', { consumer: name, eventId: envelope.id });
    });
  };
  return middy<SQSEvent, SQSBatchResponse, Error, Context>()
    .use(observability())
    .handler((event, context) => processPartialResponse(event, processRecord, processor, { context }));
}
