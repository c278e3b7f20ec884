// The wallet ledger's rules: entries and the sums a balance must equal (docs/decisions/016 invariant 1).

import type { Cents } from '../../../shared/money.js';

/**
 * What the member sees an entry as (docs/decisions/013 "Answers"): `deposit` is money paid in (a top-up or its bonus),
 * `refund` gives back what a purchase took, `purchase` pays for something. Deposits and refunds credit the wallet.
 */
export type TransactionType = 'deposit' | 'refund' | 'purchase';

/** What an entry is for, finer than its type; `forfeit` takes what was left when the account was deleted. */
export type TransactionKind = 'top_up' | 'bonus' | 'refund' | 'one_time' | 'lease' | 'esim' | 'api_key' | 'forfeit';

export const CREDIT_KINDS: readonly TransactionKind[] = ['top_up', 'bonus', 'refund'];

export interface LedgerEntry {
  userId: string;
  kind: TransactionKind;
  /** Always positive: the kind says whether it is a credit or a debit. */
  amountCents: Cents;
  description: string;
  /** Makes the entry idempotent: one entry per reference, however often it is applied. */
  reference: string;
}

export interface WalletTransaction {
  id: string;
  userId: string;
  type: TransactionType;
  kind: TransactionKind;
  amountCents: Cents;
  description: string;
  reference: string;
  status: 'completed';
  createdAt: string;
}

export function isCredit(kind: TransactionKind): boolean {
  return CREDIT_KINDS.includes(kind);
}

export function typeOf(kind: TransactionKind): TransactionType {
  if (kind === 'refund') return 'refund';
  return isCredit(kind) ? 'deposit' : 'purchase';
}

/** The signed change an entry makes to the balance. */
export function balanceChange(entry: Pick<LedgerEntry, 'kind' | 'amountCents'>): Cents {
  return isCredit(entry.kind) ? entry.amountCents : -entry.amountCents;
}

/** The balance the ledger says a wallet holds. */
export function ledgerBalance(transactions: Pick<WalletTransaction, 'kind' | 'amountCents'>[]): Cents {
  return transactions.reduce((sum, t) => sum + balanceChange(t), 0);
}
