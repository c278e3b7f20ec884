// The service catalogue in the single table: one partition, read with one Query, ordered by id.

import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Service } from '../../../shared/schemas/services.js';
import type { ServiceRepository } from '../../domain/ports.js';
import { queryAll, type TableClient } from './document-client.js';

const CATALOGUE_PK = 'SERVICES';
const serviceKey = (id: number) => ({ pk: CATALOGUE_PK, sk: `SERVICE#${String(id).padStart(6, '0')}` });

export function createServiceRepository({ doc, tableName }: TableClient): ServiceRepository & {
  putAll(services: Service[]): Promise<void>;
} {
  return {
    async list() {
      const items = await queryAll(doc, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': CATALOGUE_PK },
      });
      return items.map((item) => ({
        id: item.id,
        name: item.name,
        icon: item.icon,
        color: item.color,
        price_cents: item.price_cents,
        lease_price_cents: item.lease_price_cents,
      }));
    },

    /** Writes the whole catalogue (idempotent: same keys, same items). */
    async putAll(services) {
      for (let i = 0; i < services.length; i += 25) {
        const batch = services.slice(i, i + 25);
        let requests: Record<string, unknown[]> | undefined = {
          [tableName]: batch.map((service) => ({
            PutRequest: { Item: { ...serviceKey(service.id), entity: 'Service', version: 1, ...service } },
          })),
        };
        while (requests && Object.keys(requests).length > 0) {
          const result = await doc.send(new BatchWriteCommand({ RequestItems: requests as never }));
          requests = result.UnprocessedItems as Record<string, unknown[]> | undefined;
        }
      }
    },
  };
}
