// UK numbers in the single table: import (idempotent), the numbers in stock, and one number by its E.164 form.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { NumberRepository } from '../../domain/stock/ports.js';
import { batchGet } from './batch-get.js';
import { chunked } from './chunked.js';
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

/** Two items a number, and the counter: within a transaction's 100. */
const NUMBERS_PER_TRANSACTION = 49;

export function createNumberRepository(table: TableClient): NumberRepository {
  const { doc, tableName } = table;

  /** A number's item, claimed only if it was never imported, and its stock entry. */
  const additions = (number: string, now: Date) => [
    {
      Put: {
        TableName: tableName,
        Item: numberToItem({ number, status: 'available', importedAt: now.toISOString(), holder: null }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: tableName, Item: numberStockToItem(number) } },
  ];

  /**
   * Adds the numbers with their stock entries and the counter in one transaction; when one of them was imported
   * meanwhile, the transaction changes nothing and they are added one by one, each only if it is new.
   */
  async function addAll(numbers: string[], now: Date): Promise<number> {
    try {
      await transactWrite(doc, [
        ...numbers.flatMap((number) => additions(number, now)),
        counterUpdate(tableName, { availableNumbers: numbers.length }),
      ]);
      return numbers.length;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (numbers.length === 1) return 0;
      let added = 0;
      for (const number of numbers) added += await addAll([number], now);
      return added;
    }
  }

  return {
    async import(numbers, now) {
      const unique = [...new Set(numbers)];
      // One batch read skips what is known, so a repeated import or seed costs reads, not failed transactions.
      const known = new Set((await batchGet(table, unique.map(numberKey))).map((item) => item.number as string));
      let added = 0;
      for (const chunk of chunked(
        unique.filter((number) => !known.has(number)),
        NUMBERS_PER_TRANSACTION,
      )) {
        added += await addAll(chunk, now);
      }
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
