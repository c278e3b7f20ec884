// What the API key rules need from the world, injected by the entry points and by tests.

import type { ApiKeyRepository } from './ports.js';
import type { Clock, EventPublisher } from '../ports.js';
import type { UserRepository } from '../users/ports.js';

export interface ApiKeyDeps {
  clock: Clock;
  users: UserRepository;
  apiKeys: ApiKeyRepository;
  /** Announces the emails a change wrote to the outbox (docs/decisions/034). */
  events: EventPublisher;
  publicUrl: string;
}
