// Consumer of OutboxWritten: sends the announced email once its change has committed; a failed try waits in the item
// for the sweepOutbox job (docs/decisions/034).

import { sendAnnouncedItem } from '../domain/outbox/send-outbox.js';
import { createConsumer } from './core/consumer.js';

export const handler = createConsumer('sendOutboxItem', (detail, deps) =>
  sendAnnouncedItem(deps, detail.id, detail.dueAt),
);
