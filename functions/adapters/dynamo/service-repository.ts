// The service catalogue in the single table: one partition, read with one Query, ordered by id; each item is the
// service as served plus its SMS match patterns, which are never served.

import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CatalogueEntry, ServiceRepository } from '../../domain/ports.js';
import type { SmsMatch } from '../../domain/sms/sms-match.js';
import { queryAll, type TableClient } from './document-client.js';

const CATALOGUE_PK = 'SERVICES';
const serviceKey = (id: number) => ({ pk: CATALOGUE_PK, sk: `SERVICE#${String(id).padStart(6, '0')}` });

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
      return items.map((item) => ({
        service: {
          id: item.id,
          name: item.name,
          icon: item.icon,
          color: item.color,
          price_cents: item.price_cents,
          lease_price_cents: item.lease_price_cents,
        },
        smsMatch: (item.smsMatch as SmsMatch | null | undefined) ?? null,
      }));
    },

    /** Writes the whole catalogue (idempotent: same keys, same items). */
    async putAll(entries) {
      for (let i = 0; i < entries.length; i += 25) {
        const batch = entries.slice(i, i + 25);
        let requests: Record<string, unknown[]> | undefined = {
          [tableName]: batch.map(({ service, smsMatch }) => ({
            PutRequest: { Item: { ...serviceKey(service.id), entity: 'Service', version: 1, ...service, smsMatch } },
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
