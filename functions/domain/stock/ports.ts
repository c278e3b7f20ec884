// The ports of the stock (numbers, settlements, counts), implemented in adapters/.

import type { AuditEntry } from '../audit/audit-entry.js';
import type { HeldResolution } from '../payments/notification.js';
import type { LedgerEntry } from '../wallet/ledger.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import type { AddressConfirmation } from '../auth/address-confirmation-ports.js';
import type { PhoneNumber } from './phone-number.js';

/**
 * Who pays for an allocation, in the same transaction: a member's wallet (debited), or an anonymous order already
 * paid in crypto (its phone number recorded, once).
 */
export type WalletSettlement = { kind: 'wallet'; debit: LedgerEntry; mail?: SaleMail };

/**
 * The emails a sale causes, written in its transaction so that only a sale that happens mails, once
 * (docs/decisions/034, 053): a member's purchase email, an anonymous lease's confirmation link with its token.
 */
export interface SaleMail {
  outbox: readonly OutboxItem[];
  confirmation?: AddressConfirmation;
}

/**
 * An operator's `fulfil` of an order held for want of stock (docs/decisions/045): the sale resolves the held
 * notification and releases the payment's held money in its own transaction, provided the notification is still held.
 */
export interface HoldClosure {
  notificationId: string;
  paymentId: string;
  resolution: HeldResolution;
  /** The operator's trail entry, written with the sale (docs/decisions/059). */
  audit: AuditEntry;
}

/**
 * `amountCents`: what the anonymous buyer paid, counted as the sale's revenue; `closesHold` when an operator fulfils
 * an order held for an operator.
 */
export type PaidOrderSettlement = {
  kind: 'paidOrder';
  orderId: string;
  amountCents: number;
  closesHold?: HoldClosure;
  mail?: SaleMail;
};

export type Settlement = WalletSettlement | PaidOrderSettlement;

/** A wallet can be short; a paid order can have been fulfilled already (a repeated event). */
export type SettlementFailure<S extends Settlement> = S extends WalletSettlement
  ? 'insufficientBalance'
  : 'alreadyFulfilled';

/** How one allocation attempt ended: allocated, the stock item taken by someone else first, or the settlement failed. */
export type AllocationResult<S extends Settlement = Settlement> = 'allocated' | 'taken' | SettlementFailure<S>;

export interface ImportResult {
  added: number;
  /** Already in the table (in stock, sold or destroyed): an import never brings a number back. */
  skipped: number;
}

export interface NumberRepository {
  import(numbers: string[], now: Date): Promise<ImportResult>;
  /**
   * Up to `limit` numbers in stock; eventually consistent by default (half the read's price: allocation is a
   * conditional write, so a number sold a moment ago only costs a lost attempt), strongly on request.
   */
  available(limit: number, consistency?: 'strong' | 'eventual'): Promise<string[]>;
  /** Up to `limit` allocated numbers, the latest first (an index read: it may lag a moment). */
  inUse(limit: number): Promise<PhoneNumber[]>;
  /** Strongly consistent unless asked otherwise (the SMS consumer reads eventually first, docs/decisions/035). */
  find(number: string, consistency?: 'strong' | 'eventual'): Promise<PhoneNumber | null>;
}

export interface StockCounts {
  availableNumbers: number;
  stockSims: number;
  destroyedNumbers: number;
  soldSims: number;
  expiredSims: number;
  /** The prices of the SIMs sold. */
  simRevenueCents: number;
}

export interface StockStatsRepository {
  counts(): Promise<StockCounts>;
}
