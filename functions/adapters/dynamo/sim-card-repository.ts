// UK eSIMs: import (idempotent by ICCID), the stock oldest first, and the sale as one transaction with its debit.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SimCardRepository } from '../../domain/ports.js';
import { batchGet } from './batch-get.js';
import { conditionFailedOn, isConditionFailure, transactWrite, type TableClient } from './document-client.js';
import { ownerPk } from './owner-key.js';
import { queryHead, queryPrefix } from './queries.js';
import {
  OWNED_SIM_SK_PREFIX,
  SIM_STOCK_PK,
  iccidClaimToItem,
  iccidKey,
  ownedSimToItem,
  simFromItem,
  simKey,
  simStockKey,
  simStockToItem,
  simToItem,
} from './sim-card-entity.js';
import { counterUpdate } from './stock-counter-entity.js';
import { settlementWrite } from './settlement.js';

export function createSimCardRepository(table: TableClient): SimCardRepository {
  const { doc, tableName } = table;

  return {
    async import(sims) {
      const claimed = new Set(
        (
          await batchGet(
            table,
            sims.map((sim) => iccidKey(sim.iccid)),
          )
        ).map((item) => item.pk),
      );
      let added = 0;
      for (const sim of sims) {
        if (claimed.has(iccidKey(sim.iccid).pk)) continue;
        try {
          await transactWrite(doc, [
            {
              Put: {
                TableName: tableName,
                Item: iccidClaimToItem(sim),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            { Put: { TableName: tableName, Item: simToItem(sim), ConditionExpression: 'attribute_not_exists(pk)' } },
            { Put: { TableName: tableName, Item: simStockToItem(sim) } },
            counterUpdate(tableName, { stockSims: 1 }),
          ]);
          added += 1;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      return { added, skipped: sims.length - added };
    },

    async inStock(limit) {
      return (await queryHead(table, SIM_STOCK_PK, limit)).map((item) => item.simId as string);
    },

    async sell(simId, owner, settlement, now) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: simKey(simId), ConsistentRead: true }),
      );
      const stored = Item ? simFromItem(Item) : null;
      if (!stored || stored.status !== 'STOCK') return 'taken';
      const sold = { ...stored, status: 'SOLD' as const, owner, soldAt: now.toISOString() };
      const settle = settlementWrite(tableName, settlement, { kind: 'esim', phoneNumber: stored.phoneNumber }, now);
      const sale = {
        Update: {
          TableName: tableName,
          Key: simKey(simId),
          UpdateExpression: 'SET #status = :sold, #owner = :owner, soldAt = :now',
          ConditionExpression: '#status = :stock',
          ExpressionAttributeNames: { '#status': 'status', '#owner': 'owner' },
          ExpressionAttributeValues: { ':sold': 'SOLD', ':stock': 'STOCK', ':owner': owner, ':now': sold.soldAt },
        },
      };
      try {
        await transactWrite(doc, [
          ...settle.items,
          sale,
          { Delete: { TableName: tableName, Key: simStockKey(stored) } },
          counterUpdate(tableName, { stockSims: -1 }),
          {
            Put: { TableName: tableName, Item: ownedSimToItem(sold), ConditionExpression: 'attribute_not_exists(pk)' },
          },
        ]);
        return sold;
      } catch (error) {
        if (conditionFailedOn(error, sale)) return 'taken';
        const failure = settle.failure(error);
        if (failure) return failure;
        throw error;
      }
    },

    async owned(owner) {
      return (await queryPrefix(table, ownerPk(owner), OWNED_SIM_SK_PREFIX, 'newestFirst')).map(simFromItem);
    },
  };
}
