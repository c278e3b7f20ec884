// What receipts and a member's exports read (docs/decisions/040), and from where.

import type { OneTimeOrder } from '../orders/one-time-order.js';
import type { AnonymousOrderRepository } from '../orders/ports.js';
import type { PaymentRepository } from '../payments/ports.js';
import type { Page, PageRequest } from '../ports.js';
import type { Owner } from '../stock/owner.js';
import type { WalletTransaction } from '../wallet/ledger.js';

/** A span of time as ISO-8601 UTC instants, both ends included. */
export interface TimeRange {
  from: string;
  to: string;
}

/** A member's own ledger entries and orders; each read is of the member's partition only, so nothing else appears. */
export interface StatementRepository {
  /** The member's entry with this id; null when they have none (another member's id included). */
  transaction(userId: string, id: string): Promise<WalletTransaction | null>;
  /** The member's entry made for this reference (an order's `one_time:<id>`); null when it is not theirs. */
  transactionByReference(userId: string, reference: string): Promise<WalletTransaction | null>;
  /** The member's entries made within the range, oldest first, one bounded Query per page. */
  transactionsPage(userId: string, range: TimeRange, page: PageRequest): Promise<Page<WalletTransaction>>;
  /** The owner's one-time orders created within the range, one bounded Query per page. */
  ordersPage(owner: Owner, range: TimeRange, page: PageRequest): Promise<Page<OneTimeOrder>>;
}

export interface ReceiptDeps {
  statements: StatementRepository;
  payments: Pick<PaymentRepository, 'find'>;
  anonymousOrders: Pick<AnonymousOrderRepository, 'find'>;
}
