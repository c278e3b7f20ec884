// What the ticket rules need from the world, injected by the http layer and by tests.

import type { Clock, EventPublisher } from '../ports.js';
import type { TicketRepository } from './ports.js';
import type { UserRepository } from '../users/ports.js';
import type { WindowCounterRepository } from '../rate-limit/ports.js';

export interface TicketsDeps {
  clock: Clock;
  tickets: TicketRepository;
  users: UserRepository;
  /** Announces the emails a change wrote to the outbox (docs/decisions/034). */
  events: EventPublisher;
  /** The contact form's allowance per sender address. */
  counters: WindowCounterRepository;
  publicUrl: string;
}
