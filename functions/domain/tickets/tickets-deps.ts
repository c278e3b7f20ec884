// What the ticket rules need from the world, injected by the http layer and by tests.

import type { Clock, Mailer } from '../ports.js';
import type { TicketRepository } from './ports.js';
import type { UserRepository } from '../users/ports.js';
import type { WindowCounterRepository } from '../rate-limit/ports.js';

export interface TicketsDeps {
  clock: Clock;
  tickets: TicketRepository;
  users: UserRepository;
  mailer: Mailer;
  /** The contact form's allowance per sender address. */
  counters: WindowCounterRepository;
  publicUrl: string;
}
