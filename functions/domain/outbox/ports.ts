// The outbox (docs/decisions/034): emails are written as outbox items in the transaction of the change that causes them;
// these are the sender's and the operator's operations on them. The repositories whose writes cause an email take the
// items to write as their last argument.

import type { FailedWebhook } from '../webhooks/webhook-delivery.js';
import type { OutboxItem } from './outbox-item.js';
import type { UndeliverableMark } from './mail-rule.js';

export type { OutboxItem };

/**
 * What an operator finds failed: an email whose last try failed, or a customer webhook delivery whose last try failed
 * (its delivery stays in its member's log; docs/decisions/048).
 */
export type FailedOutboxItem =
  | { kind: 'email'; item: OutboxItem; failedAt: string }
  | { kind: 'webhook'; webhook: FailedWebhook; failedAt: string };

export interface OutboxRepository {
  /** Items whose try is due at `now`, oldest first. */
  due(now: Date, limit: number): Promise<OutboxItem[]>;
  /** The item as announced (its id and due time), read consistently; null when it was claimed or sent since. */
  find(id: string, dueAt: string): Promise<OutboxItem | null>;
  /**
   * Takes the due try: one more attempt counted and the item moved to `nextDueAt`, on condition that it is still as
   * read. Null when another sender took it first.
   */
  claim(item: OutboxItem, nextDueAt: string): Promise<OutboxItem | null>;
  /** Removes a claimed item that was sent. */
  sent(item: OutboxItem): Promise<void>;
  /** Records why a claimed try failed; the item waits for its next try. */
  noteError(item: OutboxItem, error: string): Promise<void>;
  /** Moves a claimed item whose last try failed to the failed items, kept for an operator. */
  fail(item: OutboxItem, error: string, now: Date): Promise<void>;
  /** The failed emails and webhook deliveries, newest first. */
  failed(limit: number): Promise<FailedOutboxItem[]>;
  /**
   * A failed email or webhook delivery back to its sender, due at `now` with its tries counted afresh; false when no
   * such failed item.
   */
  retry(id: string, now: Date): Promise<boolean>;
  /** Removes a failed item for good; false when no such failed item. */
  dismiss(id: string): Promise<boolean>;
}

/**
 * The addresses SES reported as bouncing for good or calling our mail spam, whoever holds them (docs/decisions/056): an
 * anonymous lease's forwarding address is looked up here; a member's mark is on the member.
 */
export interface UndeliverableAddresses {
  mark(email: string, mark: UndeliverableMark): Promise<void>;
  /** Read eventually consistent: a mark a moment old may be missed once. */
  isMarked(email: string): Promise<boolean>;
}
