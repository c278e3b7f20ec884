// The wallet ledger in the single table: balance change, transaction and reference marker written together.

import type { ApplyResult, WalletRepository } from '../../domain/wallet/ports.js';
import { sortableId } from '../../domain/ids.js';
import { balanceChange, typeOf, type LedgerEntry, type WalletTransaction } from '../../domain/wallet/ledger.js';
import { conditionFailedOn, queryAll, transactWrite, type TableClient, type TransactItems } from './document-client.js';
import { auditEntryWrite } from './audit-entry-entity.js';
import { ledgerReferenceToItem } from './ledger-reference-entity.js';
import { userKey } from './user-entity.js';
import {
  TRANSACTION_SK_PREFIX,
  walletTransactionFromItem,
  walletTransactionToItem,
} from './wallet-transaction-entity.js';

type TransactItem = TransactItems[number];

export interface LedgerWrite {
  /** The ledger's items, to put anywhere in a TransactWriteItems beside the caller's own items. */
  items: TransactItem[];
  /** Each entry's ledger id, in the order of the entries. */
  ids: string[];
  /** Which of the ledger's conditions stopped the transaction, or null when it was something else. */
  failure(error: unknown): Exclude<ApplyResult, 'applied'> | null;
}

/**
 * The transaction items that apply ledger entries: one balance update per wallet (DynamoDB allows one
 * operation per item in a transaction), then each entry's transaction and its reference marker.
 * Other repositories add their own items to the same transaction (an order and its debit, a payment and
 * its credit), so money and what it pays for move together or not at all. `markers: false` leaves the markers out,
 * for a caller whose own item is put once and carries the entry's id (an order's or a lease's debit,
 * docs/decisions/047).
 */
export function ledgerWrite(
  tableName: string,
  entries: LedgerEntry[],
  now: Date,
  { markers = true }: { markers?: boolean } = {},
): LedgerWrite {
  const createdAt = now.toISOString();
  const changes = new Map<string, number>();
  for (const entry of entries) changes.set(entry.userId, (changes.get(entry.userId) ?? 0) + balanceChange(entry));

  const balanceItems = [...changes].map(([userId, change]): TransactItem => ({
    Update: {
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: 'ADD walletBalanceCents :change',
      // A debit needs the money to be there; a credit needs the user to exist.
      ConditionExpression: change < 0 ? 'attribute_exists(pk) AND walletBalanceCents >= :need' : 'attribute_exists(pk)',
      ExpressionAttributeValues: change < 0 ? { ':change': change, ':need': -change } : { ':change': change },
    },
  }));
  // Each entry's wallet transaction, and its reference marker: the marker's condition is what refuses a duplicate.
  const entryItems = entries.map((entry): { id: string; transaction: TransactItem; reference: TransactItem | null } => {
    const id = sortableId(now);
    const transaction: WalletTransaction = {
      id,
      userId: entry.userId,
      type: typeOf(entry),
      kind: entry.kind,
      amountCents: entry.amountCents,
      description: entry.description,
      reference: entry.reference,
      status: 'completed',
      createdAt,
    };
    return {
      id,
      transaction: {
        Put: {
          TableName: tableName,
          Item: walletTransactionToItem(transaction),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      reference: markers
        ? {
            Put: {
              TableName: tableName,
              Item: ledgerReferenceToItem(entry.reference, id, entry.userId),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          }
        : null,
    };
  });

  return {
    items: [
      ...balanceItems,
      ...entryItems.flatMap((entry) => (entry.reference ? [entry.transaction, entry.reference] : [entry.transaction])),
    ],
    ids: entryItems.map((entry) => entry.id),
    // Read by item, wherever the caller put these items in its transaction.
    failure(error) {
      if (entryItems.some((entry) => entry.reference && conditionFailedOn(error, entry.reference))) return 'duplicate';
      if (balanceItems.some((item) => conditionFailedOn(error, item))) return 'insufficientBalance';
      return null;
    },
  };
}

export function createWalletRepository({ doc, tableName }: TableClient): WalletRepository {
  return {
    async apply(entries, now, audit) {
      const write = ledgerWrite(tableName, entries, now);
      try {
        await transactWrite(doc, audit ? [...write.items, auditEntryWrite(tableName, audit)] : write.items);
        return 'applied';
      } catch (error) {
        const failure = write.failure(error);
        if (failure) return failure;
        throw error;
      }
    },

    async transactions(userId) {
      const items = await queryAll(doc, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :txn)',
        ExpressionAttributeValues: { ':pk': userKey(userId).pk, ':txn': TRANSACTION_SK_PREFIX },
        ScanIndexForward: false,
      });
      return items.map(walletTransactionFromItem);
    },
  };
}
