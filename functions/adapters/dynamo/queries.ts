// The Query shapes the stock repositories share: a partition by sort-key prefix, the head of a partition, and the
// newest entries of a gsi1 partition.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TableClient } from './document-client.js';

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

/** The first `limit` items of one partition in sort-key order, read consistently (what is in stock right now). */
export async function queryHead({ doc, tableName }: TableClient, pk: string, limit: number): Promise<Item[]> {
  const { Items = [] } = await doc.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return Items;
}

/** The newest `limit` items of one gsi1 partition: an index read, so it may lag the table a moment. */
export async function queryIndexNewest(
  { doc, tableName }: TableClient,
  gsi1pk: string,
  limit: number,
): Promise<Item[]> {
  const { Items = [] } = await doc.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi1pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items;
}
