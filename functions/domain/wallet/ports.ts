// The ports of the wallet, implemented in adapters/.

import type { LedgerEntry, WalletTransaction } from './ledger.js';

export type ApplyResult = 'applied' | 'duplicate' | 'insufficientBalance';

export interface WalletRepository {
  /**
   * Applies entries atomically: each balance change, its transaction and its reference marker in one
   * transaction. A debit that would take a balance below zero, or a reference already applied, applies nothing.
   */
  apply(entries: LedgerEntry[], now: Date): Promise<ApplyResult>;
  /** The member's transactions, newest first. */
  transactions(userId: string): Promise<WalletTransaction[]>;
}
