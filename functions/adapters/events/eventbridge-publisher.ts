// Publishes domain events to EventBridge (the local emulator when EVENTBRIDGE_ENDPOINT is set).

import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { EVENTS, EVENT_SOURCE } from '../../../shared/events.js';
import type { EventPublisher } from '../../domain/ports.js';
import { awsClientOptions } from '../aws-client-options.js';

export function createEventPublisher(options: { busName: string; region: string; endpoint?: string }): EventPublisher {
  const client = new EventBridgeClient(awsClientOptions(options.region, options.endpoint));
  return {
    async publish(name, detail) {
      const checked = EVENTS[name].parse(detail);
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
    },
  };
}
