// The wallet ledger's rules: entries and the sums a balance must equal (docs/decisions/016 invariant 1).

import type { Cents } from '../../../shared/money.js';

/**
 * What the member sees an entry as (docs/decisions/013 "Answers"): `deposit` is money paid in (a top-up or its bonus),
 * `refund` gives back what a purchase took, `purchase` pays for something. Deposits and refunds credit the wallet.
 */
export type TransactionType = 'deposit' | 'refund' | 'purchase';

/**
 * What an entry is for, finer than its type; `forfeit` takes what was left when the account was deleted; `adjustment`
 * is an operator's credit or debit with a reason (docs/decisions/059).
 */
export type TransactionKind =
  'top_up' | 'bonus' | 'refund' | 'one_time' | 'lease' | 'esim' | 'api_key' | 'forfeit' | 'adjustment';

export const CREDIT_KINDS: readonly TransactionKind[] = ['top_up', 'bonus', 'refund'];

export interface LedgerEntry {
  userId: string;
  kind: TransactionKind;
  /**
   * Positive: the kind says whether it is a credit or a debit; only an `adjustment`, which can be either, is signed
   * (negative for a debit).
   */
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

type Movement = Pick<LedgerEntry, 'kind' | 'amountCents'>;

export function isCredit(entry: Movement): boolean {
  return entry.kind === 'adjustment' ? entry.amountCents >= 0 : CREDIT_KINDS.includes(entry.kind);
}

/** An operator's credit reads as a deposit and their debit as a purchase. */
export function typeOf(entry: Movement): TransactionType {
  if (entry.kind === 'refund') return 'refund';
  return isCredit(entry) ? 'deposit' : 'purchase';
}

/** The signed change an entry makes to the balance. */
export function balanceChange(entry: Movement): Cents {
  if (entry.kind === 'adjustment') return entry.amountCents;
  return isCredit(entry) ? entry.amountCents : -entry.amountCents;
}

/** How much an entry moved, whichever way (what a list or a receipt shows beside its type). */
export const amountMoved = (entry: Movement): Cents => Math.abs(entry.amountCents);

/** The balance the ledger says a wallet holds. */
export function ledgerBalance(transactions: Pick<WalletTransaction, 'kind' | 'amountCents'>[]): Cents {
  return transactions.reduce((sum, t) => sum + balanceChange(t), 0);
}
