// The landing page's stock counters, kept in the same transactions that change the stock (no Scan, no drift).

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StockCounts, StockStatsRepository } from '../../domain/stock/ports.js';
import type { TableClient } from './document-client.js';
import { STOCK_COUNTER_PK, stockCountsFromItems } from './stock-counter-entity.js';

/** The counters' shards, one Query, summed. */
export async function readStockCounts({ doc, tableName }: TableClient): Promise<StockCounts> {
  const { Items = [] } = await doc.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': STOCK_COUNTER_PK },
    }),
  );
  return stockCountsFromItems(Items);
}

export function createStockStatsRepository(table: TableClient): StockStatsRepository {
  return { counts: () => readStockCounts(table) };
}
