// The landing page's stock counters, kept in the same transactions that change the stock (no Scan, no drift).

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StockCounts, StockStatsRepository } from '../../domain/stock/ports.js';
import type { TableClient } from './document-client.js';
import { SALES_COUNTER_PK, TOTAL_SK_PREFIX } from './sales-counter-entity.js';
import { STOCK_COUNTER_PK, STOCK_SHARD_SK_PREFIX, stockCountsFromItems } from './stock-counter-entity.js';

/**
 * The counters' shards, summed: STATS#STOCK's, and the sales totals' shards, where each number sale takes its number
 * off the count in the sale's own counter write (docs/decisions/035 "Purchases"). Two Queries of small items.
 */
export async function readStockCounts({ doc, tableName }: TableClient): Promise<StockCounts> {
  const shards = (pk: string, prefix: string) =>
    doc.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
      }),
    );
  const [stock, sales] = await Promise.all([
    shards(STOCK_COUNTER_PK, STOCK_SHARD_SK_PREFIX),
    shards(SALES_COUNTER_PK, TOTAL_SK_PREFIX),
  ]);
  return stockCountsFromItems([...(stock.Items ?? []), ...(sales.Items ?? [])]);
}

export function createStockStatsRepository(table: TableClient): StockStatsRepository {
  return { counts: () => readStockCounts(table) };
}
