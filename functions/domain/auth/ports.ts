// The ports of sign-in (sessions, password resets), implemented in adapters/.

import type { OutboxItem } from '../outbox/ports.js';

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  /** The user's session generation when it started: it is valid only while the user is still in it. */
  generation: number;
  createdAt: Date;
  /** Updated at most every SESSION_SEEN_EVERY_MS while the session is used (docs/decisions/043). */
  lastSeenAt: Date;
  /** The browser's User-Agent at sign-in, shortened; '' when it sent none. */
  userAgent: string;
  /**
   * Whether it was signed in with the second factor (or confirmed two-factor's enrolment): every admin call needs
   * it (docs/decisions/050). Sessions stored before it was recorded read as false.
   */
  secondFactor: boolean;
}

export interface SessionRepository {
  /** Stores a new session, with the emails its sign-in causes (a new browser's alert) in the same transaction. */
  create(session: Session, outbox: readonly OutboxItem[]): Promise<void>;
  find(id: string): Promise<Session | null>;
  delete(id: string): Promise<void>;
  /** Records that the session was used at `at`; nothing when it has ended meanwhile. */
  touch(id: string, at: Date): Promise<void>;
  /** The user's stored sessions, newest first, of every generation (the caller keeps those still valid). */
  listForUser(userId: string): Promise<Session[]>;
}

/**
 * Seals secrets kept at rest (two-factor secrets): KMS in AWS, a local key on a laptop (docs/decisions/042). The
 * context (the user's id) is bound to the sealed text, so a sealed secret copied onto another user does not open.
 */
export interface SecretSealer {
  seal(plaintext: string, context: string): Promise<string>;
  open(sealed: string, context: string): Promise<string>;
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
