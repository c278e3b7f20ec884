// What a confirmation link is as stored, and its repository (docs/decisions/053): a leaf, so that the sale's
// settlement (stock/ports.ts) can carry one without importing the rules that make them.

import type { OutboxItem } from '../outbox/outbox-item.js';

/** Whose address a link confirms: an account's, or an anonymous lease order's forwarding address. */
export type ConfirmationTarget = { kind: 'user'; id: string } | { kind: 'order'; id: string };

export interface AddressConfirmation {
  /** Only the token's hash is stored, as for password resets. */
  tokenHash: string;
  target: ConfirmationTarget;
  /** The address the link was sent to: it confirms the target only while the target's address is still this one. */
  email: string;
  expiresAt: Date;
}

export interface AddressConfirmationRepository {
  /** Stores the token's hash with the email that carries the token, in one transaction. */
  create(confirmation: AddressConfirmation, outbox: readonly OutboxItem[]): Promise<void>;
  /**
   * Consumes the token and marks the target's address confirmed at `now`, in one transaction, while the token is
   * unexpired and the target's address is still the token's; the target, or null (unknown, used, expired, or the
   * address changed since).
   */
  confirm(tokenHash: string, now: Date): Promise<ConfirmationTarget | null>;
}
