// What orders and leases share: creating a record with its number in one transaction, and reading what a timer names.

import type { AllocationResult, Settlement } from '../../domain/stock/ports.js';
import type { Holding } from '../../domain/stock/phone-number.js';
import { batchGet } from './batch-get.js';
import { conditionFailedOn, transactWrite, type TableClient } from './document-client.js';
import type { DueJob, TableKey } from './due-entity.js';
import { dropDueEntry, listDue, putDue, putRecordDue } from './due-items.js';
import { ownerFromItem } from './owner-key.js';
import { getItem } from './item-commands.js';
import { allocateNumber, numberKey } from './phone-number-entity.js';
import { settlementWrite } from './settlement.js';

const DUE_BATCH = 200;

/** The fields an order and a lease item both hold: whose it is, for which service, which number, at what price. */
export function numberRecordFromItem(item: Record<string, unknown>) {
  return {
    id: item.id as string,
    owner: ownerFromItem(item.owner),
    serviceId: item.serviceId as number,
    serviceName: item.serviceName as string,
    priceCents: item.priceCents as number,
    phoneNumber: item.phoneNumber as string,
  };
}

/** What the carrier charged for a number (docs/decisions/061); nothing for a number from elsewhere. */
async function numberCostCents(table: TableClient, number: string): Promise<number> {
  const item = await getItem(table, numberKey(number), 'strong');
  return typeof item?.priceCents === 'number' ? item.priceCents : 0;
}

/**
 * The settlement (with the sale's counters), the record, the number's allocation and the record's timer, together or
 * not at all (docs/decisions/016 invariants 1 and 2). 'taken' when another buyer got the number first.
 */
export async function createWithNumber<S extends Settlement>(
  table: TableClient,
  record: {
    item: TableKey & Record<string, unknown>;
    number: string;
    holder: Holding;
    dueJob: DueJob;
    dueAt: string;
    /** Further timers of the record (a lease's expiry reminder). */
    alsoDue?: { job: DueJob; at: string }[];
  },
  settlement: S,
  now: Date,
): Promise<AllocationResult<S>> {
  // The number leaves the stock count on the sale's own counter item (docs/decisions/035 "Purchases"); its cost is
  // counted against the product that used it (066).
  const sale = {
    kind: record.holder.kind,
    phoneNumber: record.number,
    stock: { availableNumbers: -1 },
    numberCostCents: await numberCostCents(table, record.number),
  };
  const { doc, tableName } = table;
  const settle = settlementWrite(tableName, settlement, sale, now, true);
  const { pk, sk } = record.item;
  // A member's debit is found from its reference (`one_time:<id>`, `lease:<id>`) through the record (047).
  const item = settle.ledgerEntryId ? { ...record.item, ledgerEntryId: settle.ledgerEntryId } : record.item;
  const allocation = allocateNumber(tableName, record.number, record.holder, now);
  // The record's end timer is keyed by its id and put once, so no two records anywhere share an id
  // (docs/decisions/030 "Numeric ids", 047): it is the id's claim, at no extra item.
  const timer = putRecordDue(tableName, record.dueJob, record.dueAt, { pk, sk }, record.holder.id);
  const put = { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
  try {
    await transactWrite(doc, [
      ...settle.items,
      put,
      ...allocation,
      timer,
      ...(record.alsoDue ?? []).map((due) => putDue(tableName, due.job, due.at, { pk, sk })),
    ]);
    return 'allocated';
  } catch (error) {
    // The number's own condition (still available) is the first item of its allocation.
    // An id taken by another purchase in the same millisecond fails the attempt the same way: it retries anew.
    if ([allocation[0]!, timer, put].some((item) => conditionFailedOn(error, item))) return 'taken';
    const failure = settle.failure(error);
    if (failure) return failure;
    throw error;
  }
}

/** The records whose timer has come and that are still in the state the job acts on; other timers are dropped. */
export async function dueRecords<T>(
  table: TableClient,
  job: DueJob,
  now: Date,
  fromItem: (item: Record<string, unknown>) => T,
  stillDue: (record: T) => boolean,
): Promise<T[]> {
  const entries = await listDue(table, job, now, DUE_BATCH);
  const byKey = new Map(
    (
      await batchGet(
        table,
        entries.map((entry) => entry.target),
      )
    ).map((item) => [`${item.pk}|${item.sk}`, item]),
  );
  const records: T[] = [];
  for (const entry of entries) {
    const item = byKey.get(`${entry.target.pk}|${entry.target.sk}`);
    const record = item ? fromItem(item) : null;
    if (record && stillDue(record)) records.push(record);
    else await dropDueEntry(table, entry);
  }
  return records;
}
