// The ports of payments (providers, payments, notifications), implemented in adapters/.

import type { AuditEntry } from '../audit/audit-entry.js';
import type { PaymentProviderName } from '../../../shared/coins.js';
import type { Page, PageRequest } from '../ports.js';
import type { LedgerEntry } from '../wallet/ledger.js';
import type { HeldResolution, NotificationStatus, PaymentNotification } from './notification.js';
import type { Payment, PaymentStatus } from './payment.js';
import type { OutboxItem } from '../outbox/ports.js';
import type { OwedReason } from '../refunds/owed-refund.js';

/** What a `credit` writes: the payment's new credited and held totals and the wallet entry that brings it there. */
export interface HeldCredit {
  payment: Payment;
  creditedCents: number;
  heldCents: number;
  entry: LedgerEntry;
}

export interface PaymentRepository {
  create(payment: Payment): Promise<void>;
  find(id: string): Promise<Payment | null>;
  /** The payment the provider knows by this reference (the buyer sees it at the provider); null when none. */
  findByProviderRef(providerRef: string): Promise<Payment | null>;
  /** Records what the provider answered when the payment was created there, and when it stops waiting for the money. */
  recordCheckout(id: string, checkout: RecordedCheckout, now: Date): Promise<void>;
  /** The checkout could not be opened: the pending payment, and its anonymous order, fail. */
  markFailed(payment: Payment, now: Date): Promise<void>;
  /**
   * Moves a payment to its next status with its ledger entries (and its anonymous order's status) and the emails they
   * cause in one transaction, provided the payment is still as read; 'stale' when it changed meanwhile.
   */
  applyDecision(
    payment: Payment,
    next: { status: PaymentStatus; creditedCents: number },
    entries: LedgerEntry[],
    now: Date,
    outbox: OutboxItem[],
  ): Promise<'applied' | 'stale'>;
}

/**
 * The money a hold keeps on its payment; `firstHold`: only if the payment holds nothing yet, so that two notices of one
 * payment (a paid order that cannot be fulfilled, both completing) hold it once, not twice (docs/decisions/045).
 */
export interface HeldPayment {
  id: string;
  heldCents: number;
  firstHold?: boolean;
  /** An anonymous order's money: the held amount is owed to its buyer from now on, for this reason (docs/decisions/063). */
  owed?: { orderId: string; reason: Exclude<OwedReason, 'no_code'>; at: Date };
}

export interface NotificationRepository {
  /** Stores the raw notification once; 'seen' when the same one arrived before. */
  save(notification: PaymentNotification): Promise<'new' | 'seen'>;
  find(id: string): Promise<PaymentNotification | null>;
  mark(id: string, status: NotificationStatus, reason: string | null): Promise<void>;
  /** Files the notification under the payment it is about, for the payment's story (docs/decisions/060). */
  link(id: string, paymentId: string): Promise<void>;
  /** The notifications filed under a payment, oldest first. */
  forPayment(paymentId: string): Promise<PaymentNotification[]>;
  /**
   * Holds the notification for an operator with the reason; with a payment, records on it in the same transaction the
   * money held for it, so that its buyer is told and the ledger check counts it (docs/decisions/038), and the outbox
   * items (the buyer's email) with it. With outbox items, a notification already held is left alone, so that
   * the email is written once. false when nothing was written (already held with items, or resolved).
   */
  hold(id: string, reason: string, payment: HeldPayment | null, outbox?: readonly OutboxItem[]): Promise<boolean>;
  /** A page of the notifications held for an operator (money that could not be applied), newest first, resolved ones too. */
  held(page: PageRequest): Promise<Page<PaymentNotification>>;
  /**
   * Held to resolved with the resolution, and a credit's payment total and wallet entry, in one transaction
   * conditional on the notification still being held and the payment as read: 'alreadyResolved' when another resolve
   * came first, 'stale' when the payment changed meanwhile. The operator's audit entry is written with it.
   */
  resolve(
    id: string,
    resolution: HeldResolution,
    credit: HeldCredit | null,
    now: Date,
    audit: AuditEntry,
    /** A refund-note's anonymous order whose owed amount it marks paid, if still owed (docs/decisions/063). */
    settlesOwed?: string,
  ): Promise<'resolved' | 'alreadyResolved' | 'stale'>;
}

export interface CheckoutRequest {
  paymentId: string;
  amountCents: number;
  coin: string;
  buyerEmail: string;
  description: string;
  ipnUrl: string;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderCheckout {
  providerRef: string;
  checkoutUrl: string;
  cryptoAddress: string | null;
  cryptoAmount: string | null;
  /** How long the provider waits for the money (CoinPayments' `timeout`); null when it does not say. */
  timeoutSeconds: number | null;
}

/** What a payment keeps of its checkout: the provider's answer, its waiting time as a deadline. */
export type RecordedCheckout = Omit<ProviderCheckout, 'timeoutSeconds'> & Pick<Payment, 'providerDeadline'>;

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the payment at the provider; throws AppError('providerUnavailable') when it fails. */
  createCheckout(request: CheckoutRequest): Promise<ProviderCheckout>;
}
