// The WalletTransaction item (entity version 1): one ledger entry in its member's partition, newest first.

import { typeOf, type WalletTransaction } from '../../domain/wallet/ledger.js';
import { userKey } from './user-entity.js';
import { entityItem, storedFields } from './entity-item.js';

/** Times sort as text, so a descending prefix Query of the member's partition lists the ledger newest first. */
export const TRANSACTION_SK_PREFIX = 'TXN#';
export const walletTransactionKey = (transaction: Pick<WalletTransaction, 'userId' | 'createdAt' | 'id'>) => ({
  pk: userKey(transaction.userId).pk,
  sk: `${TRANSACTION_SK_PREFIX}${transaction.createdAt}#${transaction.id}`,
});

export function walletTransactionToItem(transaction: WalletTransaction) {
  return entityItem('WalletTransaction', walletTransactionKey(transaction), transaction);
}

export function walletTransactionFromItem(item: Record<string, any>): WalletTransaction {
  const fields = storedFields<WalletTransaction>(item);
  return {
    ...fields.as('id', 'userId', 'kind', 'amountCents', 'description', 'reference', 'status', 'createdAt'),
    // Read from the kind, so entries written while refunds were typed `deposit` read as refunds too.
    type: typeOf({ kind: item.kind, amountCents: item.amountCents }),
  };
}
