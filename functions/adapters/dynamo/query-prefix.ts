// Every item of one partition whose sort key starts with a prefix, page after page, read consistently.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TableClient } from './document-client.js';

export async function queryPrefix(
  { doc, tableName }: TableClient,
  pk: string,
  skPrefix: string,
  order: 'oldestFirst' | 'newestFirst',
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
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
