// The back office's index entries and counters for records written before they existed (docs/decisions/026
// "backfill", 021, 022): each record set in one transaction with what it adds, on condition it was not set before.

import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { adminIndexEntries } from './admin-index-keys.js';
import { conditionFailedOn, transactWrite, type TableClient, type TransactItems } from './document-client.js';
import { encodeCursor } from './page-cursor.js';
import { salesCounterUpdates } from './sales-counter-entity.js';
import { SIM_LIST_GSI1PK } from './sim-card-entity.js';
import { counterUpdate } from './stock-counter-entity.js';

type TransactItem = TransactItems[number];
type Item = Record<string, any>;

/** Items read per Scan page: each page's records are written before the next page is read. */
const SCAN_PAGE_ITEMS = 100;

export interface BackfillPage {
  scanned: number;
  /** Records given their index entries and counters by this page. */
  filled: number;
  /** Records another run filled between this run's read and its write. */
  alreadyFilled: number;
  /** Where the next page starts; null after the last. */
  nextCursor: string | null;
}

/** What a record written before 021/022 adds: the counters its sale (and its end) would have added. */
function additions(tableName: string, item: Item): { index: Record<string, string>; counters: TransactItem[] } {
  if (item.entity === 'OneTimeOrder') {
    // A cancelled order's sale and refund cancel out (021 "What is revenue"): only its index entries are missing.
    const counters =
      item.status === 'cancelled'
        ? []
        : salesCounterUpdates(tableName, { kind: 'oneTime', amountCents: item.priceCents, soldAt: item.createdAt });
    return { index: adminIndexEntries('ORDERS', item as { id: string; createdAt: string }), counters };
  }
  if (item.entity === 'Lease') {
    // An ended lease is counted as sold and not active in one update: a second one could land on the same shard, and a
    // transaction may not name one item twice.
    const sale = { kind: 'lease' as const, amountCents: item.priceCents, soldAt: item.startDate };
    return {
      index: adminIndexEntries('LEASES', { id: item.id, createdAt: item.startDate }),
      counters: salesCounterUpdates(tableName, sale, 'sale', item.status !== 'active'),
    };
  }
  // A SimCard: the back office's list and the SIM screen's counters (022); its stockSims was counted all along.
  const counters =
    item.status === 'SOLD'
      ? [counterUpdate(tableName, { soldSims: 1, simRevenueCents: item.priceCents })]
      : item.status === 'EXPIRED'
        ? [counterUpdate(tableName, { expiredSims: 1 })]
        : [];
  return { index: { gsi1pk: SIM_LIST_GSI1PK, gsi1sk: `${item.createdAt}#${item.id}` }, counters };
}

/** Fills one record; false when it had its index entries already (another run, or a write since). */
async function fill(table: TableClient, item: Item): Promise<boolean> {
  const { index, counters } = additions(table.tableName, item);
  const names = Object.keys(index);
  const record: TransactItem = {
    Update: {
      TableName: table.tableName,
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: `SET ${names.map((name) => `${name} = :${name}`).join(', ')}`,
      // The marker: a record with gsi1pk was written by code that counted it, or filled by an earlier run.
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi1pk)',
      ExpressionAttributeValues: Object.fromEntries(names.map((name) => [`:${name}`, index[name]])),
    },
  };
  try {
    await transactWrite(table.doc, [record, ...counters]);
    return true;
  } catch (error) {
    if (conditionFailedOn(error, record)) return false;
    throw error;
  }
}

function decodeScanCursor(cursor: string | null): Record<string, string> | undefined {
  if (cursor === null) return undefined;
  try {
    const position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof position.pk === 'string' && typeof position.sk === 'string') return { pk: position.pk, sk: position.sk };
  } catch {
    // Reported below, as for any cursor that is not one this command printed.
  }
  throw new Error(`Not a backfill cursor: ${cursor}`);
}

/** One Scan page from `cursor` (null: the start), its records without index entries filled one by one. */
export async function backfillPage(table: TableClient, cursor: string | null): Promise<BackfillPage> {
  const page = await table.doc.send(
    new ScanCommand({
      TableName: table.tableName,
      FilterExpression: 'entity IN (:order, :lease, :sim) AND attribute_not_exists(gsi1pk)',
      ExpressionAttributeValues: { ':order': 'OneTimeOrder', ':lease': 'Lease', ':sim': 'SimCard' },
      Limit: SCAN_PAGE_ITEMS,
      ConsistentRead: true,
      ExclusiveStartKey: decodeScanCursor(cursor),
    }),
  );
  const result: BackfillPage = {
    scanned: page.ScannedCount ?? 0,
    filled: 0,
    alreadyFilled: 0,
    nextCursor: encodeCursor(page.LastEvaluatedKey),
  };
  for (const item of page.Items ?? []) {
    if (await fill(table, item)) result.filled += 1;
    else result.alreadyFilled += 1;
  }
  return result;
}
