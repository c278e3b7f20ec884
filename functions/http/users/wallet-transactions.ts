// GET /users/wallet-transactions.php: the member's ledger; POST is refused: deposits come only from completed payments.

import { AppError } from '../../domain/errors.js';
import { amountMoved, type WalletTransaction } from '../../domain/wallet/ledger.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';

export const DEPOSITS_ONLY_FROM_PAYMENTS = 'Funds are added only when a crypto payment completes';

function transactionView(transaction: WalletTransaction) {
  return {
    id: transaction.id,
    type: transaction.type,
    bonus: transaction.kind === 'bonus',
    amount_cents: amountMoved(transaction),
    amount: amountMoved(transaction),
    description: transaction.description,
    created_at: transaction.createdAt,
    status: transaction.status,
  };
}

export const listWalletTransactions: Operation = async (request, deps) => {
  const user = currentUser(request);
  const transactions = await deps.wallet.transactions(user.id);
  return { body: { transactions: transactions.map(transactionView), balance: user.walletBalanceCents } };
};

export const createWalletTransaction: Operation = async () => {
  throw new AppError('forbidden', DEPOSITS_ONLY_FROM_PAYMENTS);
};
