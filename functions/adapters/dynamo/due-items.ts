// Timers in the table: one item per thing that falls due (an order's 900 s, a lease's 30 days, a code's 24 hours).
// Jobs read them with one consistent Query in time order, so no job ever scans the table.

import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TableClient, TransactItems } from './document-client.js';
import {
  dueFromItem,
  dueKey,
  duePk,
  dueToItem,
  recordDueKey,
  type DueEntry,
  type DueJob,
  type TableKey,
} from './due-entity.js';

type TransactItem = TransactItems[number];

export function putDue(
  tableName: string,
  job: DueJob,
  dueAt: string,
  target: TableKey,
  fields: string[] = [],
): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: dueToItem(job, dueAt, target, fields),
    },
  };
}

/** An order's or a lease's end timer (recordDueKey), put once: a second record with the same id fails here. */
export function putRecordDue(tableName: string, job: DueJob, dueAt: string, target: TableKey, id: string) {
  return {
    Put: {
      TableName: tableName,
      Item: dueToItem(job, dueAt, target, [], recordDueKey(job, dueAt, id)),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Removes an order's or a lease's end timer; one written before record 047 is left to its job, which drops it. */
export function deleteRecordDue(tableName: string, job: DueJob, dueAt: string, id: string): TransactItem {
  return { Delete: { TableName: tableName, Key: recordDueKey(job, dueAt, id) } };
}

export function deleteDue(tableName: string, job: DueJob, dueAt: string, target: TableKey): TransactItem {
  return { Delete: { TableName: tableName, Key: dueKey(job, dueAt, target) } };
}

/** Deletes an entry that a job has dealt with; the condition makes two runs of one job deal with it once. */
export function deleteDueEntry(tableName: string, entry: DueEntry): TransactItem {
  return { Delete: { TableName: tableName, Key: entry.key, ConditionExpression: 'attribute_exists(pk)' } };
}

/** Drops an entry whose target has already ended some other way, so no job reads it again. */
export async function dropDueEntry({ doc, tableName }: TableClient, entry: DueEntry): Promise<void> {
  await doc.send(new DeleteCommand({ TableName: tableName, Key: entry.key }));
}

/** Up to `limit` entries due at `now` or before, oldest first. */
export async function listDue(
  { doc, tableName }: TableClient,
  job: DueJob,
  now: Date,
  limit: number,
): Promise<DueEntry[]> {
  const entries: DueEntry[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk < :after',
        // '$' sorts right after '#', so every entry whose time is at most `now` comes before it.
        ExpressionAttributeValues: { ':pk': duePk(job), ':after': `${now.toISOString()}$` },
        ConsistentRead: true,
        Limit: limit - entries.length,
        ExclusiveStartKey: startKey,
      }),
    );
    entries.push(...(page.Items ?? []).map(dueFromItem));
    startKey = page.LastEvaluatedKey;
  } while (startKey && entries.length < limit);
  return entries;
}
