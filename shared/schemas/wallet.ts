// The member's wallet ledger as the browser sees it (docs/decisions/015 "Fields": wallet transaction).

import * as z from 'zod';

export const walletTransaction = z.object({
  id: z.string(),
  /** 'deposit' (a top-up or its bonus) and 'refund' credit the wallet; 'purchase' debits it (docs/decisions/013). */
  type: z.enum(['deposit', 'refund', 'purchase']),
  /** Ours: a deposit that is a top-up's bonus, which the member did not pay in (Total Deposited leaves it out). */
  bonus: z.boolean(),
  amount_cents: z.number().int(),
  /** The same cents (docs/decisions/013 "Answers": money fields without `_cents` carry cents). */
  amount: z.number().int(),
  description: z.string(),
  created_at: z.string(),
  status: z.string(),
});
export type WalletTransactionView = z.infer<typeof walletTransaction>;

export const walletTransactionsResponse = z.object({
  success: z.literal(true),
  transactions: z.array(walletTransaction),
  balance: z.number().int(),
});
