// The ports of leases, implemented in adapters/.

import type { AuditEntry } from '../audit/audit-entry.js';
import type { InboundSms } from '../sms/inbound-sms.js';
import type { Owner } from '../stock/owner.js';
import type { AllocationResult, Settlement } from '../stock/ports.js';
import type { Lease, LeaseMessage } from './lease.js';
import type { OutboxItem } from '../outbox/ports.js';
import type { WebhookDelivery } from '../webhooks/webhook-delivery.js';
import type { LedgerEntry } from '../wallet/ledger.js';

/**
 * 'renewed'; 'moved' when the lease is no longer at the end the renewal read (another renewal, or its end, came
 * first); 'duplicate' when this very debit was already made, or this payment already spent; 'insufficientBalance'
 * when the wallet is short.
 */
export type RenewResult = 'renewed' | 'moved' | 'duplicate' | 'insufficientBalance';

/**
 * What pays a renewal: a member's debit from the wallet, or an anonymous buyer's crypto payment, completed and marked
 * spent by the renewal (docs/decisions/062).
 */
export type RenewalPaidBy =
  | { kind: 'wallet'; debit: LedgerEntry }
  | { kind: 'payment'; paymentId: string; amountCents: number };

export interface LeaseRepository {
  create<S extends Settlement>(lease: Lease, settlement: S, now: Date): Promise<AllocationResult<S>>;
  list(owner: Owner): Promise<Lease[]>;
  find(owner: Owner, id: string, consistency?: 'strong' | 'eventual'): Promise<Lease | null>;
  messages(lease: Lease): Promise<LeaseMessage[]>;
  /**
   * Adds the message to the inbox, marks the SMS routed and writes its forwarding email and the member's webhook
   * deliveries, in one transaction; false when the lease no longer holds its number (in its grace the message is kept,
   * for its buyer to read once renewed).
   */
  addMessage(
    lease: Lease,
    message: LeaseMessage,
    sms: InboundSms,
    outbox: OutboxItem[],
    webhooks?: readonly WebhookDelivery[],
  ): Promise<boolean>;
  /**
   * Moves the end of a lease that holds its number to `endDate` (back to active from its grace), with its debit or its
   * payment marked spent, the revenue, its timers moved, and its webhook deliveries and emails, in one transaction
   * (docs/decisions/062).
   */
  renew(
    lease: Lease,
    /** The debit's reference names the end it moves, so parallel renewals of one end charge once. */
    renewal: {
      endDate: string;
      paidBy: RenewalPaidBy;
      webhooks: readonly WebhookDelivery[];
      outbox: readonly OutboxItem[];
    },
    now: Date,
  ): Promise<RenewResult>;
  /** Switches auto-renewal on or off; false when the lease no longer holds its number. */
  setAutoRenew(lease: Lease, on: boolean): Promise<boolean>;
  /**
   * Marks a failed automatic renewal, with its email, taking the lease's reminder; false when the lease moved on or
   * the reminder was taken meanwhile.
   */
  autoRenewFailed(lease: Lease, outbox: OutboxItem[], now: Date): Promise<boolean>;
  /** Active to grace, number still held, with its grace timer; false when no longer active at that end. */
  startGrace(lease: Lease): Promise<boolean>;
  /** Grace to expired, number destroyed; false when no longer in its grace. */
  expire(lease: Lease, now: Date): Promise<boolean>;
  /**
   * Active (or in its grace) to cancelled, number destroyed (forwarding stops), no refund, with an operator's audit
   * entry when it was theirs; false when it no longer holds its number.
   */
  cancel(lease: Lease, now: Date, audit?: AuditEntry): Promise<boolean>;
  /** An operator's resend of a forwarded message: its email written with their audit entry (docs/decisions/060). */
  resend(outbox: OutboxItem[], audit: AuditEntry): Promise<void>;
  /** Active leases whose 30 days have passed. */
  ended(now: Date): Promise<Lease[]>;
  /** Leases whose grace has passed without a renewal. */
  graceOver(now: Date): Promise<Lease[]>;
  /** Active leases whose expiry reminder is due (LEASE_REMINDER_DAYS before their end) and not yet claimed. */
  endingSoon(now: Date): Promise<Lease[]>;
  /**
   * Takes the lease's reminder with its email (none when the member does not take it), so it is written once however
   * many runs see it; false when already taken.
   */
  claimReminder(lease: Lease, outbox: OutboxItem[]): Promise<boolean>;
}
