// The ports of the books' check and of the audit trail, implemented in adapters/.

import type { Lease } from '../leases/lease.js';
import type { OwedRefund } from '../refunds/owed-refund.js';
import type { Payout } from '../refunds/payout.js';
import type { Page, PageRequest } from '../ports.js';
import type { AuditEntry, AuditFilter } from './audit-entry.js';
import type { AnonymousOrder } from '../orders/anonymous-order.js';
import type { OneTimeOrder } from '../orders/one-time-order.js';
import type { Payment } from '../payments/payment.js';
import type { Holding, PhoneNumber } from '../stock/phone-number.js';
import type { WalletTransaction } from '../wallet/ledger.js';

/** One record the books' check looks at (docs/decisions/026 "ledger:check"). */
export type CheckedRecord =
  | { kind: 'wallet'; userId: string }
  | { kind: 'payment'; payment: Payment }
  | { kind: 'number'; number: PhoneNumber }
  | { kind: 'oneTimeOrder'; order: OneTimeOrder }
  | { kind: 'lease'; lease: Lease }
  | { kind: 'owed'; owed: OwedRefund }
  | { kind: 'payout'; payout: Payout };

/** What the books' check reads: the whole table in pages (an operator's or a load run's read, never a request's). */
export interface LedgerCheckReader {
  /** Every user, payment, number, one-time order and lease, a bounded page at a time. */
  records(): AsyncIterable<CheckedRecord[]>;
  /** The balance stored on the user, read consistently. */
  walletBalance(userId: string): Promise<number>;
  /** The user's ledger entries, a page at a time, read consistently. */
  ledgerPages(userId: string): AsyncIterable<Pick<WalletTransaction, 'kind' | 'amountCents'>[]>;
  /** Whether a ledger entry with this reference was ever applied. */
  referenceExists(reference: string): Promise<boolean>;
  anonymousOrder(id: string): Promise<AnonymousOrder | null>;
  /** What an anonymous order owes its buyer (docs/decisions/063); null when nothing. */
  owedRefund(orderId: string): Promise<OwedRefund | null>;
  /** A payout of an owed amount (docs/decisions/064); null when there is none. */
  payout(id: string): Promise<Payout | null>;
  phoneNumber(number: string): Promise<PhoneNumber | null>;
  /**
   * The order or lease a number is allocated to, as far as the check needs it (`windowOpen`: a one-time order whose
   * window for another SMS has not closed); null when it does not exist.
   */
  heldRecord(holding: Holding): Promise<{ status: string; phoneNumber: string; windowOpen: boolean } | null>;
  /**
   * The payments named by notifications held for an operator (resolved or not): their money is an operator's; but not
   * those resolved by fulfilling the order (docs/decisions/045), whose money bought what it was for.
   */
  heldPaymentIds(): Promise<Set<string>>;
}

/** The audit trail's reads (docs/decisions/059); entries are written by the repositories whose changes they record. */
export interface AuditTrail {
  /** One page of entries, newest first, that pass every filter given. */
  list(filter: AuditFilter, page: PageRequest): Promise<Page<AuditEntry>>;
}
