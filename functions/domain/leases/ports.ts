// The ports of leases, implemented in adapters/.

import type { AuditEntry } from '../audit/audit-entry.js';
import type { InboundSms } from '../sms/inbound-sms.js';
import type { Owner } from '../stock/owner.js';
import type { AllocationResult, Settlement } from '../stock/ports.js';
import type { Lease, LeaseMessage } from './lease.js';
import type { OutboxItem } from '../outbox/ports.js';
import type { WebhookDelivery } from '../webhooks/webhook-delivery.js';

export interface LeaseRepository {
  create<S extends Settlement>(lease: Lease, settlement: S, now: Date): Promise<AllocationResult<S>>;
  list(owner: Owner): Promise<Lease[]>;
  find(owner: Owner, id: string, consistency?: 'strong' | 'eventual'): Promise<Lease | null>;
  messages(lease: Lease): Promise<LeaseMessage[]>;
  /**
   * Adds the message to the inbox, marks the SMS routed and writes its forwarding email and the member's webhook
   * deliveries, in one transaction; false when the lease is no longer active.
   */
  addMessage(
    lease: Lease,
    message: LeaseMessage,
    sms: InboundSms,
    outbox: OutboxItem[],
    webhooks?: readonly WebhookDelivery[],
  ): Promise<boolean>;
  /** Active to expired, number destroyed; false when no longer active. */
  expire(lease: Lease, now: Date): Promise<boolean>;
  /**
   * Active to cancelled, number destroyed (forwarding stops), no refund, with an operator's audit entry when it was
   * theirs; false when no longer active.
   */
  cancel(lease: Lease, now: Date, audit?: AuditEntry): Promise<boolean>;
  /** An operator's resend of a forwarded message: its email written with their audit entry (docs/decisions/060). */
  resend(outbox: OutboxItem[], audit: AuditEntry): Promise<void>;
  /** Active leases whose 30 days have passed. */
  ended(now: Date): Promise<Lease[]>;
  /** Active leases whose expiry reminder is due (LEASE_REMINDER_DAYS before their end) and not yet claimed. */
  endingSoon(now: Date): Promise<Lease[]>;
  /**
   * Takes the lease's reminder with its email (none when the member does not take it), so it is written once however
   * many runs see it; false when already taken.
   */
  claimReminder(lease: Lease, outbox: OutboxItem[]): Promise<boolean>;
}
