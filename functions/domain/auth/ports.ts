// The ports of sign-in (sessions, password resets), implemented in adapters/.

import type { OutboxItem } from '../outbox/ports.js';

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  /** The user's session generation when it started: it is valid only while the user is still in it. */
  generation: number;
}

export interface SessionRepository {
  create(session: Session): Promise<void>;
  find(id: string): Promise<Session | null>;
  delete(id: string): Promise<void>;
}

export interface PasswordResetRepository {
  /** Stores the token's hash with the email that carries the token (the outbox item), in one transaction. */
  create(tokenHash: string, userId: string, expiresAt: Date, outbox: OutboxItem[]): Promise<void>;
  /**
   * Consumes the token, sets the new hash and ends every session of the user, in one transaction; the user's id, or
   * null when the token is unknown, used or expired. The hash is made only once the token is known to be valid, so
   * guessed tokens cost no password hashing.
   */
  resetPassword(tokenHash: string, makePasswordHash: () => Promise<string>, now: Date): Promise<string | null>;
}
