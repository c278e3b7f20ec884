// The service catalogue in the single table: one partition, read with one Query, ordered by id; each item is the
// service as served plus its SMS match patterns, sale and offers, which are never served. Every change raises the
// catalogue's version item in the same transaction as the change and its audit entry (docs/decisions/060).

import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../../domain/audit/audit-entry.js';
import type { CatalogueEntry, ServiceRepository } from '../../domain/services/ports.js';
import { auditEntryWrite } from './audit-entry-entity.js';
import { conditionFailedOn, isConditionFailure, queryAll, transactWrite, type TableClient } from './document-client.js';
import { getItem } from './item-commands.js';
import {
  CATALOGUE_PK,
  CATALOGUE_VERSION_KEY,
  SERVICE_SK_PREFIX,
  serviceFromItem,
  serviceKey,
  serviceToItem,
} from './service-entity.js';

const raiseVersion = (tableName: string) => ({
  Update: {
    TableName: tableName,
    Key: CATALOGUE_VERSION_KEY,
    UpdateExpression: 'ADD catalogueVersion :one',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

export function createServiceRepository(table: TableClient): ServiceRepository & {
  putMissing(entries: CatalogueEntry[]): Promise<number>;
} {
  const { doc, tableName } = table;

  async function writeWithAudit(write: Parameters<typeof conditionFailedOn>[1], audit: AuditEntry) {
    try {
      await transactWrite(doc, [write, raiseVersion(tableName), auditEntryWrite(tableName, audit)]);
      return true;
    } catch (error) {
      if (conditionFailedOn(error, write)) return false;
      throw error;
    }
  }

  return {
    async list() {
      const items = await queryAll(doc, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :services)',
        ExpressionAttributeValues: { ':pk': CATALOGUE_PK, ':services': SERVICE_SK_PREFIX },
      });
      return items.map(serviceFromItem);
    },

    async version() {
      const item = await getItem(table, CATALOGUE_VERSION_KEY, 'eventual');
      return (item?.catalogueVersion as number | undefined) ?? 0;
    },

    async find(id) {
      const item = await getItem(table, serviceKey(id), 'strong');
      return item ? serviceFromItem(item) : null;
    },

    add(entry, audit) {
      return writeWithAudit(
        { Put: { TableName: tableName, Item: serviceToItem(entry), ConditionExpression: 'attribute_not_exists(pk)' } },
        audit,
      );
    },

    change(before, after, audit) {
      // The fields a purchase is priced and offered by must be as the operator read them.
      return writeWithAudit(
        {
          Put: {
            TableName: tableName,
            Item: serviceToItem(after),
            ConditionExpression:
              'price_cents = :price AND lease_price_cents = :lease AND ' +
              (before.onSale ? '(onSale = :onSale OR attribute_not_exists(onSale))' : 'onSale = :onSale'),
            ExpressionAttributeValues: {
              ':price': before.service.price_cents,
              ':lease': before.service.lease_price_cents,
              ':onSale': before.onSale,
            },
          },
        },
        audit,
      );
    },

    /**
     * The seed: writes each service not in the table yet, never over one an operator has changed, and raises the
     * version when it added any. Answers how many it added.
     */
    async putMissing(entries) {
      const added = await Promise.all(
        entries.map(async (entry) => {
          try {
            await doc.send(
              new PutCommand({
                TableName: tableName,
                Item: serviceToItem(entry),
                ConditionExpression: 'attribute_not_exists(pk)',
              }),
            );
            return 1;
          } catch (error) {
            if (isConditionFailure(error)) return 0;
            throw error;
          }
        }),
      );
      const count = added.reduce<number>((sum, one) => sum + one, 0);
      if (count > 0) await doc.send(new UpdateCommand(raiseVersion(tableName).Update));
      return count;
    },
  };
}
