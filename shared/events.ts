// The one event table: each domain event's name and schema, and each consumer with its retries and dead-letter rule.
// CDK builds EventBridge rules, SQS queues (each with a dead-letter queue) and consumer functions from it;
// the local runtime's EventBridge emulator delivers by the same table.

import * as z from 'zod';
import { MAIL_FEEDBACK_DETAIL_TYPES, MAIL_FEEDBACK_SOURCE, mailFeedback } from './schemas/mail-feedback.js';

export const EVENT_SOURCE = 'uk-sms-numbers';

export const EVENTS = {
  /** A payment provider's IPN was verified and stored; `notificationId` names the stored notification. */
  PaymentNotified: z.object({
    provider: z.enum(['coinpayments', 'nowpayments']),
    notificationId: z.string().min(1),
  }),
  /**
   * An anonymous order's payment completed: the order can be fulfilled. `notificationId` names the IPN that announced
   * it, held for an operator when the order cannot be fulfilled (docs/decisions/045); absent in events published before.
   */
  PaymentCompleted: z.object({
    orderId: z.string().min(1),
    paymentId: z.string().min(1),
    notificationId: z.string().min(1).optional(),
  }),
  /** The SMS supplier's message was verified and stored under its MessageSid: it can be routed. */
  SmsReceived: z.object({ messageSid: z.string().min(1) }),
  /** A member's top-up was credited to their wallet. */
  WalletCredited: z.object({ userId: z.string().min(1) }),
  /** A payout of money owed to an anonymous buyer was sent, or failed and is owed again (docs/decisions/064). */
  PayoutSent: z.object({ payoutId: z.string().min(1), orderId: z.string().min(1) }),
  PayoutFailed: z.object({ payoutId: z.string().min(1), orderId: z.string().min(1) }),
  /** Outbox items were written with the change that causes them: one is due to be sent (docs/decisions/034). */
  OutboxWritten: z.object({ id: z.string().min(1), dueAt: z.string().min(1) }),
  /**
   * A customer webhook delivery's next try falls due at `dueAt` (docs/decisions/048 "Tries on time"): sent straight to
   * the tryWebhook queue, delayed until then, by whoever claimed the try before it. The delivery stays the record of
   * what is due; this only wakes its sender on time.
   */
  WebhookTryDue: z.object({
    userId: z.string().min(1),
    keyId: z.string().min(1),
    deliveryId: z.string().min(1),
    occurredAt: z.string().min(1),
    dueAt: z.string().min(1),
  }),
  /**
   * SES heard that mail bounced or was marked as spam (docs/decisions/056): published by SES itself, to the account's
   * default bus, never by us; the detail is SES's own event.
   */
  MailFeedback: mailFeedback,
} as const;

export type EventName = keyof typeof EVENTS;
export type EventDetail<E extends EventName> = z.infer<(typeof EVENTS)[E]>;

/**
 * Besides its own fields, every event's detail carries the correlation id of the request, webhook or scheduled run
 * that published it, added by the publisher and read by each consumer for its log lines (docs/decisions/029).
 */
export const EVENT_CORRELATION = z.object({ correlationId: z.string().min(1).max(128).optional() });

export interface ConsumerDefinition {
  readonly event: EventName;
  /** Deliveries before a message goes to the dead-letter queue, where it is kept for an operator. */
  readonly maxReceiveCount: number;
  readonly batchSize: number;
  readonly visibilityTimeoutSeconds: number;
  /** At most this many deliveries run at once (SQS event source maxConcurrency; at least 2 in AWS). */
  readonly maxConcurrency: number;
  /** Messages sent to its queue directly wait up to this long before they are due (SQS DelaySeconds). */
  readonly delayedUpToSeconds?: number;
  /**
   * An AWS service publishes its events, on the account's default bus, from `source` under these detail types, rather
   * than we on ours under the event's name; `event` names their schema.
   */
  readonly publishedByAws?: { readonly source: string; readonly detailTypes: readonly string[] };
}

export const CONSUMERS = {
  applyPayment: {
    event: 'PaymentNotified',
    maxReceiveCount: 5,
    batchSize: 10,
    visibilityTimeoutSeconds: 60,
    maxConcurrency: 2,
  },
  /** Hands a paid anonymous order its one-time number, lease or eSIM. */
  fulfilOrder: {
    event: 'PaymentCompleted',
    maxReceiveCount: 5,
    batchSize: 10,
    visibilityTimeoutSeconds: 60,
    maxConcurrency: 2,
  },
  /** Puts the code on its one-time order, the message in its lease's inbox (and mail), or keeps it unmatched. */
  routeSms: {
    event: 'SmsReceived',
    maxReceiveCount: 5,
    batchSize: 10,
    visibilityTimeoutSeconds: 60,
    maxConcurrency: 10,
  },
  /** Renews the member's suspended API keys now that the wallet may pay (docs/decisions/018). */
  reviveApiKeys: {
    event: 'WalletCredited',
    maxReceiveCount: 5,
    batchSize: 10,
    visibilityTimeoutSeconds: 60,
    maxConcurrency: 2,
  },
  /**
   * Sends the announced outbox item at once; its retries wait in the item itself, for the sweepOutbox job
   * (docs/decisions/034), so a failed try ends the delivery without a redelivery.
   */
  sendOutboxItem: {
    event: 'OutboxWritten',
    maxReceiveCount: 3,
    batchSize: 10,
    visibilityTimeoutSeconds: 60,
    maxConcurrency: 2,
  },
  /**
   * Makes a customer webhook's try when it falls due (docs/decisions/048 "Tries on time"); the deliverWebhooks job
   * sweeps up any try whose message went astray. Five tries of up to 10 s each fit in the visibility timeout.
   */
  tryWebhook: {
    event: 'WebhookTryDue',
    maxReceiveCount: 5,
    batchSize: 5,
    visibilityTimeoutSeconds: 60,
    maxConcurrency: 2,
    delayedUpToSeconds: 900,
  },
  /**
   * Marks an address SES could not deliver to for good, or whose reader called our mail spam (docs/decisions/056).
   */
  markUndeliverable: {
    event: 'MailFeedback',
    publishedByAws: { source: MAIL_FEEDBACK_SOURCE, detailTypes: MAIL_FEEDBACK_DETAIL_TYPES },
    maxReceiveCount: 5,
    batchSize: 10,
    visibilityTimeoutSeconds: 60,
    maxConcurrency: 2,
  },
} as const satisfies Record<string, ConsumerDefinition>;

export type ConsumerName = keyof typeof CONSUMERS;
export const CONSUMER_NAMES = Object.keys(CONSUMERS) as ConsumerName[];

/** The detail types a consumer's rule matches: its event's name, or what the AWS service publishes it as. */
export function detailTypesOf(name: ConsumerName): readonly string[] {
  const definition: ConsumerDefinition = CONSUMERS[name];
  return definition.publishedByAws?.detailTypes ?? [definition.event];
}

/** The consumers an event of this detail type reaches. */
export function consumersOf(detailType: string): ConsumerName[] {
  return CONSUMER_NAMES.filter((name) => detailTypesOf(name).includes(detailType));
}
