// The owed amounts' store (docs/decisions/063), implemented in adapters/dynamo.

import type { LedgerEntry } from '../wallet/ledger.js';
import type { Page, PageRequest } from '../ports.js';
import type { AuditEntry } from '../audit/audit-entry.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import type { OwedRefund } from './owed-refund.js';
import type { Payout, PayoutLimits } from './payout.js';

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

/** How a payout ended: sent (the owed amount is paid), or failed (it is owed again, takeable, saying why). */
export type PayoutEnd =
  | { outcome: 'sent'; reference: string | null; txHash: string | null }
  | { outcome: 'failed'; failure: string; reference: string | null };

/** Payouts of owed amounts (docs/decisions/064), implemented in adapters/dynamo. */
export interface PayoutRepository {
  /**
   * Owed (or failed) to paying with the new payout, in one transaction; a payout within the limits also adds its amount
   * to the day's automatic payouts there, on condition that the day stays within `limits.dailyMaxCents`: 'overDaily'
   * when it would not (nothing written), 'taken' when the money was claimed or paid out first.
   */
  request(payout: Payout, limits: PayoutLimits | null): Promise<'requested' | 'taken' | 'overDaily'>;
  find(payoutId: string): Promise<Payout | null>;
  /** The last payout asked for this order, if any. */
  latestFor(orderId: string): Promise<Payout | null>;
  /**
   * Marks the payout asked (its answer `unknown` until recorded) before the one send: false when it was asked already,
   * so that nothing sends it twice.
   */
  claimSend(payout: Payout, now: Date): Promise<boolean>;
  /** The provider's answer to the send. */
  recordAnswer(payout: Payout, asked: 'accepted' | 'unknown', reference: string | null): Promise<void>;
  /**
   * Ends a payout still `from` (sending, or awaiting approval for a refusal) with its owed amount, with the emails it
   * causes and the operator's audit entry, in one transaction: false when it had ended already (a repeated notice).
   */
  end(
    payout: Payout,
    from: Payout['state'],
    end: PayoutEnd,
    now: Date,
    outbox: OutboxItem[],
    audit: AuditEntry | null,
  ): Promise<boolean>;
  /** Awaiting approval to sending, with the operator's audit entry: false when it was not awaiting approval. */
  approve(payout: Payout, audit: AuditEntry): Promise<boolean>;
  /** The payouts being sent (asked or not), oldest first, for the sender and its lookups. */
  sending(limit: number): Promise<Payout[]>;
  /** The operator's limits, or the defaults while none were set. */
  limits(): Promise<PayoutLimits>;
  setLimits(limits: PayoutLimits): Promise<void>;
}
