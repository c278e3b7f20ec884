// The back office's figures, read from the sales counters: the totals are one Query, any run of days another.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SalesStatsRepository } from '../../domain/admin/ports.js';
import { queryAll, type TableClient } from './document-client.js';
import {
  DAY_SK_PREFIX,
  SALES_COUNTER_PK,
  TOTAL_SK_PREFIX,
  daySalesFromItems,
  salesTotalsFromItems,
} from './sales-counter-entity.js';

/** The totals' shards: one Query of a few items. */
export async function totalsItems({ doc, tableName }: TableClient, consistent = false) {
  const { Items = [] } = await doc.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': SALES_COUNTER_PK, ':prefix': TOTAL_SK_PREFIX },
      ConsistentRead: consistent,
    }),
  );
  return Items;
}

export function createSalesStatsRepository(table: TableClient): SalesStatsRepository {
  const { doc, tableName } = table;
  return {
    async totals() {
      return salesTotalsFromItems(await totalsItems(table));
    },

    async days(from, to) {
      const items = await queryAll(doc, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        // Each day's shards sort after the day itself ('DAY#2026-11-23#03' < 'DAY#2026-11-23$').
        ExpressionAttributeValues: {
          ':pk': SALES_COUNTER_PK,
          ':from': `${DAY_SK_PREFIX}${from}`,
          ':to': `${DAY_SK_PREFIX}${to}$`,
        },
      });
      return daySalesFromItems(items);
    },
  };
}
