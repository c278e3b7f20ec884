// The WalletTransaction item (entity version 1): one ledger entry in its member's partition, newest first.

import { typeOf, type WalletTransaction } from '../../domain/wallet/ledger.js';
import { userKey } from './user-entity.js';

/** Times sort as text, so a descending prefix Query of the member's partition lists the ledger newest first. */
export const TRANSACTION_SK_PREFIX = 'TXN#';
export const walletTransactionKey = (transaction: Pick<WalletTransaction, 'userId' | 'createdAt' | 'id'>) => ({
  pk: userKey(transaction.userId).pk,
  sk: `${TRANSACTION_SK_PREFIX}${transaction.createdAt}#${transaction.id}`,
});

export function walletTransactionToItem(transaction: WalletTransaction) {
  return { ...walletTransactionKey(transaction), entity: 'WalletTransaction', version: 1, ...transaction };
}

export function walletTransactionFromItem(item: Record<string, any>): WalletTransaction {
  return {
    id: item.id,
    userId: item.userId,
    // Read from the kind, so entries written while refunds were typed `deposit` read as refunds too.
    type: typeOf(item.kind),
    kind: item.kind,
    amountCents: item.amountCents,
    description: item.description,
    reference: item.reference,
    status: item.status,
    createdAt: item.createdAt,
  };
}
