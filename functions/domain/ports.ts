// The ports every area needs from the world (clock, mail, events, metrics, paging, dead letters); each area's own
// ports are in its folder's ports.ts. adapters/ implements them, tests inject real or in-memory ones.

import type { EventDetail, EventName } from '../../shared/events.js';

export interface Clock {
  now(): Date;
}

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

/** What a sale was, as the Purchases figure breaks it down. */
export type PurchaseType = 'one-time' | 'lease' | 'esim';

/**
 * The business figures operators watch and alarm on (docs/decisions/029). Each call says that one thing happened, and
 * is made after the write that made it happen succeeded: a refused, failed or repeated attempt counts nothing.
 */
export interface BusinessMetrics {
  purchased(type: PurchaseType): void;
  /** A one-time order ended without its code: refunded to the wallet, or marked for support to return. */
  refunded(): void;
  /** A code completed its one-time order, `msToCode` after the order was made. */
  codeDelivered(msToCode: number): void;
  /** An inbound SMS was routed to its order or lease, or (`matched` false) kept unmatched for an operator. */
  smsRouted(matched: boolean): void;
  ipnApplied(): void;
  ipnHeld(): void;
  /** A payment notification refused before it was stored (unsigned, bad signature, wrong merchant, unreadable). */
  ipnRefused(): void;
  /** A customer webhook try got no 2xx answer. */
  webhookTryFailed(): void;
  /** A customer webhook delivery ended failed, its last try made. */
  webhookDeliveryFailed(): void;
  /** An outbox email's try failed (docs/decisions/034). */
  outboxTryFailed(): void;
  /** An outbox email's last try failed: it is kept for an operator. */
  outboxItemFailed(): void;
  /** UK numbers available for sale now (a gauge, sampled). */
  stockAvailable(count: number): void;
  /** A provisioning run met an error (docs/decisions/061). */
  provisioningFailed(): void;
  /** A provisioning run stopped buying at the day's spending cap. */
  spendCapReached(): void;
  /** Payouts to buyers asked of their provider over 6 hours ago and still not settled (a gauge, each sender run). */
  payoutsOverdue(count: number): void;
}

export interface EventPublisher {
  publish<E extends EventName>(name: E, detail: EventDetail<E>): Promise<void>;
}

/** One page of an admin list, newest first; `nextCursor` continues it, null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface PageRequest {
  limit: number;
  cursor: string | null;
}

/** One dead-letter queue's redrive: how many messages went back to its consumer's queue (approximate on AWS). */
export interface Redriven {
  queue: string;
  moved: number;
}

/** The event consumers' dead letters (docs/decisions/026 "dlq:redrive"): files locally, SQS queues on AWS. */
export interface DeadLetterQueues {
  /** Moves every dead letter of each queue (or of the one named, by its consumer's name) back to its consumer. */
  redrive(consumer: string | null): Promise<Redriven[]>;
}
