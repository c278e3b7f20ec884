// The Query shapes the repositories share: a partition by sort-key prefix, the head of a partition, the newest
// entries of a gsi1 partition (from its start or from a key), and a gsi1 partition a page at a time with its cursor.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page, PageRequest } from '../../domain/ports.js';
import type { TableClient } from './document-client.js';
import { decodeCursor, encodeCursor } from './page-cursor.js';

type Item = Record<string, unknown>;

/** Every item of one partition whose sort key starts with a prefix, page after page, read consistently. */
export async function queryPrefix(
  { doc, tableName }: TableClient,
  pk: string,
  skPrefix: string,
  order: 'oldestFirst' | 'newestFirst',
): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await doc.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ScanIndexForward: order === 'oldestFirst',
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The first `limit` items of one partition in sort-key order (what is in stock), strongly consistent on request. */
export async function queryHead(
  { doc, tableName }: TableClient,
  pk: string,
  limit: number,
  consistency: 'strong' | 'eventual',
): Promise<Item[]> {
  const { Items = [] } = await doc.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: consistency === 'strong',
      Limit: limit,
    }),
  );
  return Items;
}

/**
 * Up to `limit` items of one gsi1 partition, newest first, from `startKey` on (an index read: it may lag the table a
 * moment), and the key DynamoDB stopped at when there are more.
 */
export async function queryIndexFrom(
  { doc, tableName }: TableClient,
  gsi1pk: string,
  limit: number,
  startKey?: Item,
): Promise<{ items: Item[]; lastKey: Item | undefined }> {
  const { Items = [], LastEvaluatedKey } = await doc.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi1pk },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: Items, lastKey: LastEvaluatedKey };
}

/** The newest `limit` items of one gsi1 partition. */
export async function queryIndexNewest(table: TableClient, gsi1pk: string, limit: number): Promise<Item[]> {
  return (await queryIndexFrom(table, gsi1pk, limit)).items;
}

/** One page of a gsi1 partition, newest first, and the cursor that continues it (docs/decisions/021). */
export async function queryIndexPage(table: TableClient, gsi1pk: string, request: PageRequest): Promise<Page<Item>> {
  const { items, lastKey } = await queryIndexFrom(
    table,
    gsi1pk,
    request.limit,
    decodeCursor(request.cursor, { gsi1pk }),
  );
  return { items, nextCursor: encodeCursor(lastKey) };
}

/** A filter DynamoDB applies as it reads an index partition. */
export interface IndexFilter {
  FilterExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  values: Record<string, unknown>;
}

/** Reads a filtered page may take before it answers what it found (each reads at most the items still wanted). */
const MAX_READS_PER_FILTERED_PAGE = 10;

/**
 * One page of a gsi1 or gsi2 partition, newest first, with `filter` applied as DynamoDB reads: a page that fills stops
 * at its last item; one that has not filled after a few bounded reads answers what it found, with a cursor to go on.
 */
export async function queryIndexFiltered(
  { doc, tableName }: TableClient,
  index: 'gsi1' | 'gsi2',
  partition: string,
  filter: IndexFilter,
  request: PageRequest,
): Promise<Page<Item>> {
  const pkName = `${index}pk`;
  const { values, ...expression } = filter;
  const items: Item[] = [];
  let start = decodeCursor(request.cursor, index === 'gsi1' ? { gsi1pk: partition } : { gsi2pk: partition }) as
    Item | undefined;
  for (let reads = 0; reads < MAX_READS_PER_FILTERED_PAGE; reads += 1) {
    const { Items = [], LastEvaluatedKey } = await doc.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: index,
        KeyConditionExpression: `${pkName} = :pk`,
        ...expression,
        ExpressionAttributeValues: { ':pk': partition, ...values },
        ScanIndexForward: false,
        Limit: request.limit - items.length,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...Items);
    start = LastEvaluatedKey;
    if (!start || items.length >= request.limit) break;
  }
  return { items, nextCursor: encodeCursor(start) };
}

/** The items of a gsi1 or gsi2 partition under one sort key (a record found by its id: admin-index-keys.ts). */
export async function queryIndexKey(
  { doc, tableName }: TableClient,
  index: 'gsi1' | 'gsi2',
  partition: string,
  sortKey: string,
): Promise<Item[]> {
  const { Items = [] } = await doc.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk AND ${index}sk = :sk`,
      ExpressionAttributeValues: { ':pk': partition, ':sk': sortKey },
    }),
  );
  return Items;
}
