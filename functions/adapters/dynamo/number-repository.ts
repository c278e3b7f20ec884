// UK numbers in the single table: import (idempotent), the numbers in stock, and one number by its E.164 form.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { NumberRepository } from '../../domain/stock/ports.js';
import { batchGet } from './batch-get.js';
import { isConditionFailure, transactWrite, type TableClient } from './document-client.js';
import {
  NUMBERS_IN_USE_GSI_PK,
  NUMBER_STOCK_PK,
  numberFromItem,
  numberKey,
  numberStockToItem,
  numberToItem,
} from './phone-number-entity.js';
import { queryHead, queryIndexNewest } from './queries.js';
import { counterUpdate } from './stock-counter-entity.js';

export function createNumberRepository(table: TableClient): NumberRepository {
  const { doc, tableName } = table;

  /** Adds one number with its stock entry and the counter, unless the number was ever imported. */
  async function add(number: string, now: Date): Promise<boolean> {
    try {
      await transactWrite(doc, [
        {
          Put: {
            TableName: tableName,
            Item: numberToItem({ number, status: 'available', importedAt: now.toISOString(), holder: null }),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Put: { TableName: tableName, Item: numberStockToItem(number) } },
        counterUpdate(tableName, { availableNumbers: 1 }),
      ]);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  return {
    async import(numbers, now) {
      const unique = [...new Set(numbers)];
      // One batch read skips what is known, so a repeated import or seed costs reads, not failed transactions.
      const known = new Set((await batchGet(table, unique.map(numberKey))).map((item) => item.number as string));
      let added = 0;
      for (const number of unique) if (!known.has(number) && (await add(number, now))) added += 1;
      return { added, skipped: numbers.length - added };
    },

    async available(limit, consistency = 'eventual') {
      return (await queryHead(table, NUMBER_STOCK_PK, limit, consistency)).map((item) => item.sk as string);
    },

    async inUse(limit) {
      return (await queryIndexNewest(table, NUMBERS_IN_USE_GSI_PK, limit)).map(numberFromItem);
    },

    async find(number, consistency = 'strong') {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: numberKey(number), ConsistentRead: consistency === 'strong' }),
      );
      return Item ? numberFromItem(Item) : null;
    },
  };
}
