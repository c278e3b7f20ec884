// The landing page's stock counters, kept in the same transactions that change the stock (no Scan, no drift).
// Spread over shards so that racing purchases rarely touch the same counter item.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StockCounts, StockStatsRepository } from '../../domain/ports.js';
import type { TableClient, TransactItems } from './document-client.js';

type TransactItem = TransactItems[number];

const COUNTER_PK = 'STATS#STOCK';
const SHARDS = 16;
const COUNTERS = ['availableNumbers', 'stockSims', 'destroyedNumbers'] as const satisfies (keyof StockCounts)[];

/** Adds the changes to one shard picked at random; the counts are the sums over all shards. */
export function counterUpdate(tableName: string, changes: Partial<StockCounts>): TransactItem {
  const names = COUNTERS.filter((name) => changes[name] !== undefined);
  return {
    Update: {
      TableName: tableName,
      Key: { pk: COUNTER_PK, sk: `SHARD#${String(Math.floor(Math.random() * SHARDS)).padStart(2, '0')}` },
      UpdateExpression: `SET entity = :entity ADD ${names.map((name) => `${name} :${name}`).join(', ')}`,
      ExpressionAttributeValues: {
        ':entity': 'StockCounter',
        ...Object.fromEntries(names.map((name) => [`:${name}`, changes[name]])),
      },
    },
  };
}

export function createStockStatsRepository({ doc, tableName }: TableClient): StockStatsRepository {
  return {
    async counts() {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': COUNTER_PK },
        }),
      );
      const totals: StockCounts = { availableNumbers: 0, stockSims: 0, destroyedNumbers: 0 };
      for (const item of Items) for (const name of COUNTERS) totals[name] += (item[name] as number | undefined) ?? 0;
      return totals;
    },
  };
}
