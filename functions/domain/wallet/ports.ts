// The ports of the wallet, implemented in adapters/.

import type { AuditEntry } from '../audit/audit-entry.js';
import type { LedgerEntry, WalletTransaction } from './ledger.js';

export type ApplyResult = 'applied' | 'duplicate' | 'insufficientBalance';

export interface WalletRepository {
  /**
   * Applies entries atomically: each balance change, its transaction and its reference marker in one
   * transaction. A debit that would take a balance below zero, or a reference already applied, applies nothing. An
   * operator's money movement carries its audit entry, written in the same transaction (docs/decisions/059).
   */
  apply(entries: LedgerEntry[], now: Date, audit?: AuditEntry): Promise<ApplyResult>;
  /** The member's transactions, newest first. */
  transactions(userId: string): Promise<WalletTransaction[]>;
}
