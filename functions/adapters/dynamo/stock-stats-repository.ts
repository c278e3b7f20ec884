// The landing page's stock counters, kept in the same transactions that change the stock (no Scan, no drift).

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StockStatsRepository } from '../../domain/ports.js';
import type { TableClient } from './document-client.js';
import { STOCK_COUNTER_PK, stockCountsFromItems } from './stock-counter-entity.js';

export function createStockStatsRepository({ doc, tableName }: TableClient): StockStatsRepository {
  return {
    async counts() {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': STOCK_COUNTER_PK },
        }),
      );
      return stockCountsFromItems(Items);
    },
  };
}
