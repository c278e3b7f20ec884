// Consistent BatchGetItem in pieces of 100 keys, retried until DynamoDB has returned every item.

import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { chunked } from './chunked.js';
import type { TableClient } from './document-client.js';
import type { TableKey } from './due-entity.js';

/** The items that exist among `keys`, in no particular order. */
export async function batchGet({ doc, tableName }: TableClient, keys: TableKey[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (const chunk of chunked(keys, 100)) {
    let request: Record<string, { Keys: TableKey[]; ConsistentRead: boolean }> | undefined = {
      [tableName]: { Keys: chunk, ConsistentRead: true },
    };
    while (request && Object.keys(request).length > 0) {
      const result = await doc.send(new BatchGetCommand({ RequestItems: request }));
      found.push(...(result.Responses?.[tableName] ?? []));
      request = result.UnprocessedKeys as typeof request;
    }
  }
  return found;
}
