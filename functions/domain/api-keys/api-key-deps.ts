// What the API key rules need from the world, injected by the entry points and by tests.

import type { ApiKeyRepository } from './ports.js';
import type { Clock, Mailer } from '../ports.js';
import type { UserRepository } from '../users/ports.js';

export interface ApiKeyDeps {
  clock: Clock;
  users: UserRepository;
  apiKeys: ApiKeyRepository;
  mailer: Mailer;
  publicUrl: string;
}
