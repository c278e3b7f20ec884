// Publishes domain events to EventBridge (the local emulator when EVENTBRIDGE_ENDPOINT is set), each with the
// correlation id of the work that published it.

import { EVENTS, EVENT_SOURCE } from '../../../shared/events.js';
import type { EventPublisher } from '../../domain/ports.js';
import { awsClientOptions } from '../aws-client-options.js';
import { once } from '../once.js';
import { correlationId } from '../correlation.js';
import { logger } from '../logger.js';
import { tracer } from '../tracer.js';

export function createEventPublisher(options: { busName: string; region: string; endpoint?: string }): EventPublisher {
  // The SDK package loads with the first event, not at every cold start (docs/decisions/025).
  const sdk = once(async () => {
    const { EventBridgeClient, PutEventsCommand } = await import('@aws-sdk/client-eventbridge');
    const client = tracer.captureAWSv3Client(new EventBridgeClient(awsClientOptions(options.region, options.endpoint)));
    return { client, PutEventsCommand };
  });
  return {
    async publish(name, detail) {
      const { client, PutEventsCommand } = await sdk();
      const checked = { ...EVENTS[name].parse(detail), correlationId: correlationId() };
      const result = await client.send(
        new PutEventsCommand({
          Entries: [
            { EventBusName: options.busName, Source: EVENT_SOURCE, DetailType: name, Detail: JSON.stringify(checked) },
          ],
        }),
      );
      if (result.FailedEntryCount) {
        throw new Error(`EventBridge refused ${name}: ${result.Entries?.[0]?.ErrorMessage ?? 'unknown error'}`);
      }
      // The first line of the chain a consumer continues under the same correlation id.
      logger.info('Event published', { event: name, eventId: result.Entries?.[0]?.EventId });
    },
  };
}
