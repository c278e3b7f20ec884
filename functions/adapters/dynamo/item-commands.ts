// The one-item commands the repositories share: a read by key, an update, and the conditional writes whose failed
// condition is an answer (false), not an error.

import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { conditionFailedOn, isConditionFailure, transactWrite } from './document-client.js';
import type { TableClient, TransactItems } from './document-client.js';

type Key = Record<string, unknown>;

/** What an update says besides its table and its key. */
export type ItemUpdate = Pick<
  UpdateCommandInput,
  'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
>;

/** The transaction item that updates the item under `key`. */
export function updateOf(
  tableName: string,
  key: Key,
  update: ItemUpdate & { UpdateExpression: string },
): TransactItems[number] {
  return { Update: { TableName: tableName, Key: key, ...update } };
}

/** True when the write was made, false when only its condition failed (also inside a transaction); else it throws. */
export async function conditionHeld(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The item stored under `key`, if any. */
export async function getItem(
  { doc, tableName }: TableClient,
  key: Key,
  consistency: 'strong' | 'eventual',
): Promise<Record<string, any> | undefined> {
  const { Item } = await doc.send(
    new GetCommand({ TableName: tableName, Key: key, ConsistentRead: consistency === 'strong' }),
  );
  return Item;
}

/** Updates the item under `key`; a condition that fails is thrown. */
export async function updateItem({ doc, tableName }: TableClient, key: Key, update: ItemUpdate): Promise<void> {
  await doc.send(new UpdateCommand({ TableName: tableName, Key: key, ...update }));
}

/** Updates the item under `key` while its condition holds: false when it did not. */
export function updateIf(table: TableClient, key: Key, update: ItemUpdate): Promise<boolean> {
  return conditionHeld(updateItem(table, key, update));
}

/** Puts an item whose key is not taken yet: false when it is. */
export function putNew({ doc, tableName }: TableClient, item: Record<string, unknown>): Promise<boolean> {
  return conditionHeld(
    doc.send(new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' })),
  );
}

/** Sets what `update` says on the item under `key` while it is there (one gone meanwhile is not brought back). */
export function updateExisting(
  table: TableClient,
  key: Key,
  update: Pick<ItemUpdate, 'UpdateExpression' | 'ExpressionAttributeValues'>,
): Promise<boolean> {
  return updateIf(table, key, { ...update, ConditionExpression: 'attribute_exists(pk)' });
}

/** Deletes the item under `key`, there or not. */
export async function deleteItem({ doc, tableName }: TableClient, key: Key): Promise<void> {
  await doc.send(new DeleteCommand({ TableName: tableName, Key: key }));
}

/** Deletes the item under `key` while it is there: false when it was not. */
export function deleteExisting({ doc, tableName }: TableClient, key: Key): Promise<boolean> {
  return conditionHeld(
    doc.send(new DeleteCommand({ TableName: tableName, Key: key, ConditionExpression: 'attribute_exists(pk)' })),
  );
}

/** Writes `items` in one transaction: false when a condition of any of them failed. */
export function transactIf({ doc }: TableClient, items: TransactItems): Promise<boolean> {
  return conditionHeld(transactWrite(doc, items));
}

/**
 * Writes `items` in one transaction: false when the condition of one of `watched` (items among them) failed; any other
 * failure, another item's condition too, is thrown.
 */
export async function transactIfHeldOn(
  { doc }: TableClient,
  items: TransactItems,
  watched: TransactItems,
): Promise<boolean> {
  try {
    await transactWrite(doc, items);
    return true;
  } catch (error) {
    if (watched.some((item) => conditionFailedOn(error, item))) return false;
    throw error;
  }
}
