// UK numbers in the single table: import (idempotent), the numbers in stock, and one number by its E.164 form.

import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { NumberRepository } from '../../domain/ports.js';
import { batchGet } from './batch-get.js';
import { isConditionFailure, transactWrite, type TableClient } from './document-client.js';
import {
  NUMBERS_IN_USE_GSI_PK,
  NUMBER_STOCK_PK,
  numberFromItem,
  numberKey,
  numberStockKey,
  numberToItem,
} from './phone-number-entity.js';
import { counterUpdate } from './stock-counters.js';

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
        { Put: { TableName: tableName, Item: { ...numberStockKey(number), entity: 'NumberStock', version: 1 } } },
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

    async available(limit) {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': NUMBER_STOCK_PK },
          ConsistentRead: true,
          Limit: limit,
        }),
      );
      return Items.map((item) => item.sk as string);
    },

    async inUse(limit) {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': NUMBERS_IN_USE_GSI_PK },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map(numberFromItem);
    },

    async find(number) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: numberKey(number), ConsistentRead: true }),
      );
      return Item ? numberFromItem(Item) : null;
    },
  };
}
