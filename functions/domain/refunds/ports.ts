// The owed amounts' store (docs/decisions/063), implemented in adapters/dynamo.

import type { LedgerEntry } from '../wallet/ledger.js';
import type { Page, PageRequest } from '../ports.js';
import type { OwedRefund } from './owed-refund.js';

export interface OwedRefundRepository {
  find(orderId: string): Promise<OwedRefund | null>;
  /**
   * Owed (or failed) to claimed, with the wallet credit, in one transaction: 'taken' when it was claimed or paid out
   * first (from any account), so that it is credited once.
   */
  claim(owed: OwedRefund, userId: string, credit: LedgerEntry, now: Date): Promise<'claimed' | 'taken'>;
  /** Every owed amount, whatever its state, newest first, for operators. */
  list(page: PageRequest): Promise<Page<OwedRefund>>;
}
