// Fixed-window counters: one item per key and window, counted by a conditional atomic ADD, removed by TTL.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { WindowCounterRepository } from '../../domain/rate-limit/ports.js';
import { isConditionFailure, type TableClient } from './document-client.js';
import { conditionHeld, deleteItem } from './item-commands.js';
import { windowCounterGiveBack, windowCounterKey, windowCounterTake } from './window-counter-entity.js';

export function createWindowCounterRepository(table: TableClient): WindowCounterRepository {
  const { doc, tableName } = table;
  return {
    take(slot, max) {
      return conditionHeld(doc.send(new UpdateCommand({ TableName: tableName, ...windowCounterTake(slot, max) })));
    },
    async giveBack(slot) {
      try {
        await doc.send(new UpdateCommand({ TableName: tableName, ...windowCounterGiveBack(slot) }));
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
    async clear(slot) {
      await deleteItem(table, windowCounterKey(slot));
    },
  };
}
