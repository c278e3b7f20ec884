// The member's ledger GET /users/wallet-transactions.php (docs/decisions/015 "Calls"): transactions newest first, and
// the balance.

import * as z from 'zod';
import { walletTransactionsResponse } from '@shared/schemas/wallet';
import { apiRequest } from '@/lib/api-client';

export type WalletLedger = Omit<z.infer<typeof walletTransactionsResponse>, 'success'>;

export async function getWalletTransactions(signal: AbortSignal): Promise<WalletLedger> {
  const { transactions, balance } = walletTransactionsResponse.parse(
    await apiRequest('users.listWalletTransactions', { signal }),
  );
  return { transactions, balance };
}
