// What orders and leases share: creating a record with its number in one transaction, and reading what a timer names.

import type { AllocationResult, Settlement } from '../../domain/stock/ports.js';
import type { Holding } from '../../domain/stock/phone-number.js';
import { batchGet } from './batch-get.js';
import { conditionFailedOn, transactWrite, type TableClient } from './document-client.js';
import type { DueJob, TableKey } from './due-entity.js';
import { dropDueEntry, listDue, putDue } from './due-items.js';
import { ownerFromItem } from './owner-key.js';
import { activationIdClaim } from './activation-id-entity.js';
import { allocateNumber } from './phone-number-entity.js';
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

/**
 * The settlement (with the sale's counters), the record, the number's allocation and the record's timer, together or
 * not at all (docs/decisions/016 invariants 1 and 2). 'taken' when another buyer got the number first.
 */
export async function createWithNumber<S extends Settlement>(
  { doc, tableName }: TableClient,
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
  // The number leaves the stock count on the sale's own counter item (docs/decisions/035 "Purchases").
  const sale = { kind: record.holder.kind, phoneNumber: record.number, stock: { availableNumbers: -1 } };
  const settle = settlementWrite(tableName, settlement, sale, now);
  const { pk, sk } = record.item;
  const allocation = allocateNumber(tableName, record.number, record.holder, now);
  // A member's order or lease claims its numeric id, so no two records anywhere share one (docs/decisions/030).
  const idClaim =
    record.holder.owner.kind === 'user' ? activationIdClaim(tableName, record.holder.id, { pk, sk }) : null;
  try {
    await transactWrite(doc, [
      ...settle.items,
      { Put: { TableName: tableName, Item: record.item, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...(idClaim ? [idClaim] : []),
      ...allocation,
      putDue(tableName, record.dueJob, record.dueAt, { pk, sk }),
      ...(record.alsoDue ?? []).map((due) => putDue(tableName, due.job, due.at, { pk, sk })),
    ]);
    return 'allocated';
  } catch (error) {
    // The number's own condition (still available) is the first item of its allocation.
    // An id claimed by another purchase in the same millisecond fails the attempt the same way: it retries anew.
    if (conditionFailedOn(error, allocation[0]!) || (idClaim && conditionFailedOn(error, idClaim))) return 'taken';
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
