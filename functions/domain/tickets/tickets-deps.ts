// What the ticket rules need from the world, injected by the http layer and by tests.

import type { Clock, Mailer, TicketRepository, UserRepository, WindowCounterRepository } from '../ports.js';

export interface TicketsDeps {
  clock: Clock;
  tickets: TicketRepository;
  users: UserRepository;
  mailer: Mailer;
  /** The contact form's allowance per sender address. */
  counters: WindowCounterRepository;
  publicUrl: string;
}
