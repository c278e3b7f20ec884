// The OutboxItem item (entity version 1; docs/decisions/034): a pending item is its own timer, in the outbox partition
// in due-time order, so the sweep reads due items with one Query and a claim moves the item (delete and put in one
// transaction); a failed one waits in the failed partition under its id for an operator.

import type { OutboxItem } from '../../domain/outbox/outbox-item.js';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { transactWrite, type TableClient, type TransactItems } from './document-client.js';
import { epochSeconds } from './table-definition.js';

export const OUTBOX_PK = 'OUTBOX';
export const OUTBOX_FAILED_PK = 'OUTBOX#FAILED';

export const outboxKey = (item: Pick<OutboxItem, 'id' | 'dueAt'>) => ({
  pk: OUTBOX_PK,
  sk: `${item.dueAt}#${item.id}`,
});
export const failedOutboxKey = (id: string) => ({ pk: OUTBOX_FAILED_PK, sk: id });

/** Short attribute names keep the item small: it is written in the causing transaction, 2 WCU a KB. */
export function outboxToItem(item: OutboxItem, key = outboxKey(item)) {
  return {
    ...key,
    entity: 'OutboxItem',
    version: 1,
    id: item.id,
    dueAt: item.dueAt,
    attempts: item.attempts,
    lastError: item.lastError ?? undefined,
    createdAt: item.createdAt,
    ttl: item.expiresAt ? epochSeconds(new Date(item.expiresAt)) : undefined,
    message: item.message,
  };
}

export function outboxFromItem(item: Record<string, unknown>): OutboxItem {
  return {
    id: item.id as string,
    dueAt: item.dueAt as string,
    attempts: item.attempts as number,
    lastError: (item.lastError as string | undefined) ?? null,
    createdAt: item.createdAt as string,
    expiresAt: typeof item.ttl === 'number' ? new Date(item.ttl * 1_000).toISOString() : null,
    message: item.message as OutboxItem['message'],
  };
}

/** The puts a repository adds to the transaction of the change that causes the items. */
export function outboxPuts(tableName: string, items: readonly OutboxItem[]): TransactItems {
  return items.map((item) => ({ Put: { TableName: tableName, Item: outboxToItem(item) } }));
}

/**
 * One conditional write alone, or in one transaction with the outbox items it causes: a write that causes no email
 * stays a plain (half-price) write. Throws as the write would, its condition failure included.
 */
export async function writeWithOutbox(
  table: TableClient,
  write: { Delete: NonNullable<TransactItems[number]['Delete']> } | { Put: NonNullable<TransactItems[number]['Put']> },
  outbox: readonly OutboxItem[],
): Promise<void> {
  if (outbox.length > 0) await transactWrite(table.doc, [write, ...outboxPuts(table.tableName, outbox)]);
  else if ('Delete' in write) await table.doc.send(new DeleteCommand(write.Delete));
  else await table.doc.send(new PutCommand(write.Put));
}
