// What the API key rules need from the world, injected by the entry points and by tests.

import type { ApiKeyRepository, Clock, Mailer, UserRepository } from '../ports.js';

export interface ApiKeyDeps {
  clock: Clock;
  users: UserRepository;
  apiKeys: ApiKeyRepository;
  mailer: Mailer;
  publicUrl: string;
}
