// The ports of one-time and anonymous orders, implemented in adapters/.

import type { AuditEntry } from '../audit/audit-entry.js';
import type { Payment } from '../payments/payment.js';
import type { InboundSms } from '../sms/inbound-sms.js';
import type { Owner } from '../stock/owner.js';
import type { AllocationResult, Settlement } from '../stock/ports.js';
import type { LedgerEntry } from '../wallet/ledger.js';
import type { AnonymousOrder } from './anonymous-order.js';
import type { OneTimeOrder, OrderMessage } from './one-time-order.js';
import type { OutboxItem } from '../outbox/ports.js';
import type { WebhookDelivery } from '../webhooks/webhook-delivery.js';

export interface AnonymousOrderRepository {
  /** Creates the order and its payment together. */
  create(order: AnonymousOrder, payment: Payment): Promise<void>;
  find(id: string): Promise<AnonymousOrder | null>;
}

/**
 * Each write below is one transaction: the debit (if any), the record, the number's allocation or destruction, the
 * stock counters and the timers move together or not at all (docs/decisions/016 invariants 1 and 2).
 */
export interface OneTimeOrderRepository {
  /** Settles, stores the order and allocates its number; 'taken' when the number went to someone else first. */
  create<S extends Settlement>(order: OneTimeOrder, settlement: S, now: Date): Promise<AllocationResult<S>>;
  list(owner: Owner): Promise<OneTimeOrder[]>;
  /** 'eventual' reads half as dear and may lag a write by a moment: for polling (docs/decisions/030). */
  find(owner: Owner, id: string, consistency?: 'strong' | 'eventual'): Promise<OneTimeOrder | null>;
  /**
   * Pending without a code to cancelled, refund credited, number destroyed, the refund's email written (and an
   * operator's audit entry when it was theirs); false when the order was no longer pending or has had a code.
   */
  cancel(
    order: OneTimeOrder,
    refund: LedgerEntry | null,
    now: Date,
    outbox: OutboxItem[],
    audit?: AuditEntry,
  ): Promise<boolean>;
  /**
   * An operator's refund of a member's order that brought its code (docs/decisions/060): the wallet credited, the
   * order marked refunded, the sale taken off the counters, the email and the audit entry written; false when the
   * order was refunded already or is one to cancel instead.
   */
  refund(
    order: OneTimeOrder,
    refund: LedgerEntry,
    now: Date,
    outbox: OutboxItem[],
    audit: AuditEntry,
  ): Promise<boolean>;
  /**
   * Pending to completed with the code (replacing an earlier one), SMS marked routed from `from`
   * (received, or unmatched when an operator assigns it), and the member's webhook deliveries for it written; the
   * number stays the order's until its window closes. False when no longer pending or the SMS no longer `from`. An
   * operator's assignment carries its audit entry, written with it (docs/decisions/059).
   */
  complete(
    order: OneTimeOrder,
    sms: InboundSms,
    now: Date,
    from?: 'received' | 'unmatched',
    webhooks?: readonly WebhookDelivery[],
    audit?: AuditEntry,
  ): Promise<boolean>;
  /** Completed back to pending, for another SMS, while its window is open; false otherwise (docs/decisions/030). */
  retry(order: OneTimeOrder, now: Date): Promise<boolean>;
  /** Ends the window of an order that has a code: completed, number destroyed, timer gone; false when done already. */
  closeWindow(order: OneTimeOrder, now: Date): Promise<boolean>;
  /**
   * Keeps a message on a pending order without completing it, SMS marked routed; false when the order is no longer
   * pending or already keeps ORDER_OTHER_MESSAGES_MAX messages.
   */
  keepMessage(order: OneTimeOrder, message: OrderMessage, sms: InboundSms): Promise<boolean>;
  /** Orders whose 900 s have passed and that still hold their number: pending, or completed with the window open. */
  expired(now: Date): Promise<OneTimeOrder[]>;
}
