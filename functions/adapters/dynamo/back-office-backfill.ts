// The back office's index entries and counters for records written before they existed (docs/decisions/026
// "backfill", 021, 022, 035 "Backfill"): each record set in one transaction with what it adds, on condition it was
// not set before; API-key fees older than the release that counted them marked as counted with their revenue; and
// the ticket counters (pending, and the cards' of docs/decisions/044) recounted over the whole scan, the counts carried
// in the cursor.

import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { adminIndexEntries } from './admin-index-keys.js';
import { apiKeyIndexEntries } from './api-key-entity.js';
import type { TableClient, TransactItems } from './document-client.js';
import { transactIfHeldOn } from './item-commands.js';
import { encodeCursor } from './page-cursor.js';
import {
  salesCounterUpdates,
  TICKET_COUNTERS,
  ticketCounts,
  ticketCountersAdd,
  ticketCountsFromItems,
  type TicketCounts,
} from './sales-counter-entity.js';
import { totalsItems } from './sales-stats-repository.js';
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
  /** API-key fees counted as revenue by this page. */
  feesCounted: number;
  /** Where the next page starts; null after the last. */
  nextCursor: string | null;
  /**
   * After the last page of a scan that began at the start: what the recount added to the pending tickets counter
   * (0 when it was right; the other ticket counters are brought right with it); null otherwise.
   */
  pendingTicketsCorrection: number | null;
}

/** Where a scan resumes, and the tickets counted before it (null: a cursor from before this recount). */
interface ScanPosition {
  startKey: Record<string, string> | undefined;
  tickets: TicketCounts | null;
}

const NO_TICKETS = Object.fromEntries(TICKET_COUNTERS.map((name) => [name, 0])) as TicketCounts;

function addCounts(seen: TicketCounts, tickets: Item[]): TicketCounts {
  const sum = { ...seen };
  for (const ticket of tickets) {
    const counts = ticketCounts(ticket as { status: string; priority: string });
    for (const name of TICKET_COUNTERS) sum[name] += counts[name];
  }
  return sum;
}

const isTicketCounts = (value: unknown): value is TicketCounts =>
  typeof value === 'object' &&
  value !== null &&
  TICKET_COUNTERS.every((name) => typeof (value as Record<string, unknown>)[name] === 'number');

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
  // An ApiKey: the operations desk's list and look-up by id (059); no counter.
  if (item.entity === 'ApiKey')
    return { index: apiKeyIndexEntries(item as { id: string; createdAt: string }), counters: [] };
  // A SimCard: the back office's list and the SIM screen's counters (022); its stockSims was counted all along. A SIM
  // sold before 021 is a sale the sales counters never saw either (021 and 022 shipped in one release).
  const counters =
    item.status === 'SOLD'
      ? [
          counterUpdate(tableName, { soldSims: 1, simRevenueCents: item.priceCents }),
          ...salesCounterUpdates(tableName, { kind: 'esim', amountCents: item.priceCents, soldAt: item.soldAt }),
        ]
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
  return transactIfHeldOn(table, [record, ...counters], [record]);
}

/**
 * An API-key fee (its ledger entry) from before fees were counted as revenue: marked `revenueCounted` with its
 * revenue on the day it was paid, once; false when another run marked it first.
 */
async function countFee(table: TableClient, item: Item): Promise<boolean> {
  const mark: TransactItem = {
    Update: {
      TableName: table.tableName,
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: 'SET revenueCounted = :true',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revenueCounted)',
      ExpressionAttributeValues: { ':true': true },
    },
  };
  const revenue = salesCounterUpdates(table.tableName, {
    kind: 'apiKey',
    amountCents: item.amountCents,
    soldAt: item.createdAt,
  });
  return transactIfHeldOn(table, [mark, ...revenue], [mark]);
}

/** Brings the ticket counters to what the whole scan saw; the difference it added to the pending one. */
async function correctTicketCounters(table: TableClient, seen: TicketCounts): Promise<number> {
  const counted = ticketCountsFromItems(await totalsItems(table, true));
  const differences = Object.fromEntries(TICKET_COUNTERS.map((name) => [name, seen[name] - counted[name]]));
  for (const { Update } of ticketCountersAdd(table.tableName, differences)) {
    await table.doc.send(new UpdateCommand(Update!));
  }
  return differences.pendingTickets!;
}

function encodeScanCursor(startKey: Record<string, unknown> | undefined, tickets: TicketCounts | null) {
  return encodeCursor(startKey && (tickets === null ? startKey : { ...startKey, tickets }));
}

function decodeScanCursor(cursor: string | null): ScanPosition {
  if (cursor === null) return { startKey: undefined, tickets: NO_TICKETS };
  try {
    const position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof position.pk === 'string' && typeof position.sk === 'string') {
      const tickets = isTicketCounts(position.tickets) ? position.tickets : null;
      return { startKey: { pk: position.pk, sk: position.sk }, tickets };
    }
  } catch {
    // Reported below, as for any cursor that is not one this command printed.
  }
  throw new Error(`Not a backfill cursor: ${cursor}`);
}

/**
 * One Scan page from `cursor` (null: the start): its records without index entries filled one by one, its API-key
 * fees paid before `feesBefore` (the release that counts them; null: fees are left alone) counted, its pending
 * tickets added to the cursor's count, and after the last page the counter brought to that count.
 */
export async function backfillPage(
  table: TableClient,
  cursor: string | null,
  feesBefore: string | null,
): Promise<BackfillPage> {
  const position = decodeScanCursor(cursor);
  const records = '(entity IN (:order, :lease, :sim, :key) AND attribute_not_exists(gsi1pk))';
  const fees = '(entity = :txn AND kind = :fee AND createdAt < :feesBefore AND attribute_not_exists(revenueCounted))';
  const page = await table.doc.send(
    new ScanCommand({
      TableName: table.tableName,
      FilterExpression: `${records} OR entity = :ticket${feesBefore ? ` OR ${fees}` : ''}`,
      ExpressionAttributeValues: {
        ':order': 'OneTimeOrder',
        ':lease': 'Lease',
        ':sim': 'SimCard',
        ':key': 'ApiKey',
        ':ticket': 'Ticket',
        ...(feesBefore ? { ':txn': 'WalletTransaction', ':fee': 'api_key', ':feesBefore': feesBefore } : {}),
      },
      Limit: SCAN_PAGE_ITEMS,
      ConsistentRead: true,
      ExclusiveStartKey: position.startKey,
    }),
  );
  const items = page.Items ?? [];
  const tickets = items.filter((item) => item.entity === 'Ticket');
  const seenTickets = position.tickets === null ? null : addCounts(position.tickets, tickets);
  const result: BackfillPage = {
    scanned: page.ScannedCount ?? 0,
    filled: 0,
    alreadyFilled: 0,
    feesCounted: 0,
    nextCursor: encodeScanCursor(page.LastEvaluatedKey, seenTickets),
    pendingTicketsCorrection: null,
  };
  for (const item of items) {
    if (item.entity === 'Ticket') continue;
    if (item.entity === 'WalletTransaction') {
      if (await countFee(table, item)) result.feesCounted += 1;
    } else if (await fill(table, item)) result.filled += 1;
    else result.alreadyFilled += 1;
  }
  if (!page.LastEvaluatedKey && seenTickets !== null) {
    result.pendingTicketsCorrection = await correctTicketCounters(table, seenTickets);
  }
  return result;
}
