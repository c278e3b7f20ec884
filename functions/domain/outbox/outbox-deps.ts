// What writing and sending outbox items need from the world (docs/decisions/034).

import type { BusinessMetrics, Clock, EventPublisher, Mailer } from '../ports.js';
import type { OutboxRepository } from './ports.js';

/** The sender: the items' storage, the mailer, and the figures it reports. */
export interface OutboxSenderDeps {
  clock: Clock;
  outbox: OutboxRepository;
  mailer: Mailer;
  metrics: BusinessMetrics;
}

/** A writer: after its transaction it announces the items, so the consumer sends them at once. */
export interface OutboxWriterDeps {
  events: EventPublisher;
}
