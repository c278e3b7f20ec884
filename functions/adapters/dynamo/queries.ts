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
