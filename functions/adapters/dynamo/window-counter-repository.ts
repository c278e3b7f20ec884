// Fixed-window counters: one item per key and window, counted by a conditional atomic ADD, removed by TTL.

import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { WindowCounterRepository } from '../../domain/ports.js';
import type { WindowSlot } from '../../domain/rate-limit.js';
import { isConditionFailure, type TableClient } from './document-client.js';

const counterKey = (slot: WindowSlot) => ({ pk: `COUNTER#${slot.key}`, sk: slot.windowStart.toISOString() });

export function createWindowCounterRepository({ doc, tableName }: TableClient): WindowCounterRepository {
  return {
    async take(slot, max) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: counterKey(slot),
            UpdateExpression: 'ADD #count :one SET #ttl = :ttl, entity = :entity',
            // The check and the count are one write: parallel callers cannot all read "below max" and then add.
            ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
            ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':max': max,
              ':ttl': Math.floor(slot.windowEnd.getTime() / 1000),
              ':entity': 'WindowCounter',
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async giveBack(slot) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: counterKey(slot),
            UpdateExpression: 'ADD #count :minusOne',
            ConditionExpression: '#count > :zero',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
    async clear(slot) {
      await doc.send(new DeleteCommand({ TableName: tableName, Key: counterKey(slot) }));
    },
  };
}
