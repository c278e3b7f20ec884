// For tests that call domain functions directly: the running stack's own event bus, so the outbox items those
// functions write are announced to the stack's sendOutboxItem consumer, which mails them through the SES emulator.

import { inject } from 'vitest';
import { createEventPublisher } from '../../functions/adapters/events/eventbridge-publisher.js';
import type { EventPublisher } from '../../functions/domain/ports.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import { runningStack } from './running-stack.js';

export function stackEvents(dataDir: string = inject('dataDir')): EventPublisher {
  const runtime = runningStack(dataDir);
  return createEventPublisher({
    busName: LOCAL_DEFAULTS.EVENT_BUS_NAME,
    region: runtime.region,
    endpoint: runtime.eventBusEndpoint,
  });
}
