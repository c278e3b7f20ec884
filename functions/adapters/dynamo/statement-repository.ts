// A member's ledger entries and one-time orders for receipts and exports (docs/decisions/040): each a GetItem of the
// member's own partition, or a Query of it with a Limit per page. Never a Scan, never another member's partition.

import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page, PageRequest } from '../../domain/ports.js';
import type { StatementRepository, TimeRange } from '../../domain/receipts/receipt-deps.js';
import type { WalletTransaction } from '../../domain/wallet/ledger.js';
import type { TableClient } from './document-client.js';
import { ledgerReferenceKey } from './ledger-reference-entity.js';
import { leaseKey } from './lease-entity.js';
import { ORDER_SK_PREFIX, orderFromItem, orderKey } from './one-time-order-entity.js';
import { ownerPk } from './owner-key.js';
import { decodeCursor, encodeCursor } from './page-cursor.js';
import { userKey } from './user-entity.js';
import { TRANSACTION_SK_PREFIX, walletTransactionFromItem, walletTransactionKey } from './wallet-transaction-entity.js';

/** A ledger entry's id is `sortableId` of the instant it was written at, which is also its `createdAt`. */
const SORTABLE_ID = /^([0-9a-z]{6,11})[0-9a-f]{6}$/;

/** The instant an entry's id was made at, which places it in the member's partition; null for anything else. */
function createdAtOf(id: string): string | null {
  const time = SORTABLE_ID.exec(id)?.[1];
  if (!time) return null;
  const date = new Date(parseInt(time, 36));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The member's order or lease a sale's reference (`one_time:<id>`, `lease:<id>`) names, or null. */
function saleRecordKey(userId: string, reference: string) {
  const [, kind, id] = /^(one_time|lease):([^:]+)$/.exec(reference) ?? [];
  if (!kind || !id) return null;
  const owner = { kind: 'user' as const, userId };
  return kind === 'one_time' ? orderKey(owner, id) : leaseKey(owner, id);
}

export function createStatementRepository(table: TableClient): StatementRepository {
  const { doc, tableName } = table;

  async function transaction(userId: string, id: string): Promise<WalletTransaction | null> {
    const createdAt = createdAtOf(id);
    if (!createdAt) return null;
    const { Item } = await doc.send(
      new GetCommand({
        TableName: tableName,
        Key: walletTransactionKey({ userId, createdAt, id }),
        ConsistentRead: true,
      }),
    );
    return Item ? walletTransactionFromItem(Item) : null;
  }

  async function get(key: { pk: string; sk: string }) {
    return (await doc.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;
  }

  async function page<T>(
    input: { pk: string; skPrefix: string; key: string; values: Record<string, unknown>; filter?: string },
    request: PageRequest,
    fromItem: (item: Record<string, unknown>) => T,
  ): Promise<Page<T>> {
    const { Items = [], LastEvaluatedKey } = await doc.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: input.key,
        ...(input.filter ? { FilterExpression: input.filter } : {}),
        ExpressionAttributeValues: { ':pk': input.pk, ...input.values },
        ConsistentRead: true,
        Limit: request.limit,
        ExclusiveStartKey: decodeCursor(request.cursor, { pk: input.pk, skPrefix: input.skPrefix }),
      }),
    );
    return { items: Items.map(fromItem), nextCursor: encodeCursor(LastEvaluatedKey) };
  }

  return {
    transaction,

    async transactionByReference(userId, reference) {
      // A member's order or lease carries its debit's id (docs/decisions/047); in the member's own partition, so
      // another member's reference finds nothing. Sales before 047, and every other entry, have a marker.
      const record = saleRecordKey(userId, reference);
      const carried = record ? (await get(record))?.ledgerEntryId : undefined;
      if (typeof carried === 'string') return transaction(userId, carried);
      const marker = await get(ledgerReferenceKey(reference));
      return marker && marker.userId === userId ? transaction(userId, marker.transactionId as string) : null;
    },

    transactionsPage: (userId, range: TimeRange, request) =>
      page(
        {
          pk: userKey(userId).pk,
          skPrefix: TRANSACTION_SK_PREFIX,
          // The sort key starts with the entry's time, so the range is a key condition: only its entries are read.
          key: 'pk = :pk AND sk BETWEEN :from AND :to',
          values: { ':from': `${TRANSACTION_SK_PREFIX}${range.from}`, ':to': `${TRANSACTION_SK_PREFIX}${range.to}#~` },
        },
        request,
        walletTransactionFromItem,
      ),

    ordersPage: (owner, range, request) =>
      page(
        {
          pk: ownerPk(owner),
          skPrefix: ORDER_SK_PREFIX,
          // Order ids are not all times (030's numeric ids came later), so the range filters each page read.
          key: 'pk = :pk AND begins_with(sk, :prefix)',
          filter: 'createdAt BETWEEN :from AND :to',
          values: { ':prefix': ORDER_SK_PREFIX, ':from': range.from, ':to': range.to },
        },
        request,
        orderFromItem,
      ),
  };
}
