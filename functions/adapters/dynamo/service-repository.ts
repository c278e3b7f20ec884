// The service catalogue in the single table: one partition, read with one Query, ordered by id.

import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Service } from '../../../shared/schemas/services.js';
import type { ServiceRepository } from '../../domain/ports.js';
import type { TableClient } from './document-client.js';

const CATALOGUE_PK = 'SERVICES';
const serviceKey = (id: number) => ({ pk: CATALOGUE_PK, sk: `SERVICE#${String(id).padStart(6, '0')}` });

export function createServiceRepository({ doc, tableName }: TableClient): ServiceRepository & {
  putAll(services: Service[]): Promise<void>;
} {
  return {
    async list() {
      const services: Service[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await doc.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': CATALOGUE_PK },
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of page.Items ?? []) {
          services.push({
            id: item.id as number,
            name: item.name as string,
            icon: item.icon as string,
            color: item.color as string,
            price_cents: item.price_cents as number,
            lease_price_cents: item.lease_price_cents as number,
          });
        }
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return services;
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
