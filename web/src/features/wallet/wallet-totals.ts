// The Wallet screen's Total Deposited and Total Spent, summed from the ledger (docs/decisions/013 "Answers").

import type { WalletTransactionView } from '@shared/schemas/wallet';

interface WalletTotals {
  /** Money paid in: top-ups; their bonuses were given, not paid in. */
  depositedCents: number;
  /** Purchases less what refunds gave back: a refund is neither a deposit nor spending. */
  spentCents: number;
}

export function walletTotals(transactions: readonly WalletTransactionView[]): WalletTotals {
  const sum = (type: WalletTransactionView['type']) =>
    transactions
      .filter((entry) => entry.type === type && !entry.bonus)
      .reduce((total, entry) => total + entry.amount_cents, 0);
  return { depositedCents: sum('deposit'), spentCents: sum('purchase') - sum('refund') };
}
