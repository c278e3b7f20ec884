// The service catalogue in the single table: one partition, read with one Query, ordered by id; each item is the
// service as served plus its SMS match patterns, which are never served.

import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CatalogueEntry, ServiceRepository } from '../../domain/services/ports.js';
import { chunked } from './chunked.js';
import { queryAll, type TableClient } from './document-client.js';
import { CATALOGUE_PK, serviceFromItem, serviceToItem } from './service-entity.js';

export function createServiceRepository({ doc, tableName }: TableClient): ServiceRepository & {
  putAll(entries: CatalogueEntry[]): Promise<void>;
} {
  return {
    async list() {
      const items = await queryAll(doc, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': CATALOGUE_PK },
      });
      return items.map(serviceFromItem);
    },

    /** Writes the whole catalogue (idempotent: same keys, same items). */
    async putAll(entries) {
      for (const batch of chunked(entries, 25)) {
        let requests: Record<string, unknown[]> | undefined = {
          [tableName]: batch.map((entry) => ({ PutRequest: { Item: serviceToItem(entry) } })),
        };
        while (requests && Object.keys(requests).length > 0) {
          const result = await doc.send(new BatchWriteCommand({ RequestItems: requests as never }));
          requests = result.UnprocessedItems as Record<string, unknown[]> | undefined;
        }
      }
    },
  };
}
