// The StockCounter item (entity version 1): one of 16 shards of the stock counts (the landing page's and the SIM
// screen's), written only by ADD.

import type { StockCounts } from '../../domain/stock/ports.js';
import type { TransactItems } from './document-client.js';

type TransactItem = TransactItems[number];

/** The shards are one partition: the counts are one Query, summed. */
export const STOCK_COUNTER_PK = 'STATS#STOCK';
const SHARDS = 16;
const COUNTERS = [
  'availableNumbers',
  'stockSims',
  'destroyedNumbers',
  'soldSims',
  'expiredSims',
  'simRevenueCents',
] as const satisfies (keyof StockCounts)[];

export const STOCK_SHARD_SK_PREFIX = 'SHARD#';
const stockCounterKey = (shard: number) => ({
  pk: STOCK_COUNTER_PK,
  sk: `${STOCK_SHARD_SK_PREFIX}${String(shard).padStart(2, '0')}`,
});

/**
 * Adds the changes to one shard picked at random, so that racing purchases rarely touch the same item; written in the
 * same transaction as the stock change it counts.
 */
export function counterUpdate(tableName: string, changes: Partial<StockCounts>): TransactItem {
  const names = COUNTERS.filter((name) => changes[name] !== undefined);
  return {
    Update: {
      TableName: tableName,
      Key: stockCounterKey(Math.floor(Math.random() * SHARDS)),
      UpdateExpression: `SET entity = :entity, version = :version ADD ${names.map((name) => `${name} :${name}`).join(', ')}`,
      ExpressionAttributeValues: {
        ':entity': 'StockCounter',
        ':version': 1,
        ...Object.fromEntries(names.map((name) => [`:${name}`, changes[name]])),
      },
    },
  };
}

/** The counts: each counter summed over the shards' items. */
export function stockCountsFromItems(items: Record<string, unknown>[]): StockCounts {
  const totals: StockCounts = {
    availableNumbers: 0,
    stockSims: 0,
    destroyedNumbers: 0,
    soldSims: 0,
    expiredSims: 0,
    simRevenueCents: 0,
  };
  for (const item of items) for (const name of COUNTERS) totals[name] += (item[name] as number | undefined) ?? 0;
  return totals;
}
