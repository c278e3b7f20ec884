// What the auth rules need from the world, injected by the http layer and by tests.

import type { Clock, EventPublisher } from '../ports.js';
import type { PasswordHasher } from './password.js';
import type { PasswordResetRepository, SecretSealer, SessionRepository } from './ports.js';
import type { UserRepository } from '../users/ports.js';
import type { AddressConfirmationRepository } from './address-confirmation-ports.js';
import type { WindowCounterRepository } from '../rate-limit/ports.js';

export interface AuthDeps {
  clock: Clock;
  users: UserRepository;
  sessions: SessionRepository;
  /** Login failures per email and requests per client address (docs/decisions/010). */
  counters: WindowCounterRepository;
  passwordResets: PasswordResetRepository;
  /** Confirmation links of addresses (docs/decisions/053). */
  addressConfirmations: AddressConfirmationRepository;
  /** Announces the emails a change wrote to the outbox (docs/decisions/034). */
  events: EventPublisher;
  /** The session-signing key; rejects (AppError 'unavailable') while it is not usable, so nothing is signed with it. */
  jwtSecret: () => Promise<string>;
  publicUrl: string;
  /** Hashes and checks passwords (docs/decisions/010, 049). */
  passwords: PasswordHasher;
  /** Seals two-factor secrets at rest (docs/decisions/042). */
  sealer: SecretSealer;
}
