// The WindowCounter item (entity version 1): one per key and fixed window, written only by atomic updates.

import type { WindowSlot } from '../../domain/rate-limit/ports.js';
import { epochSeconds } from './table-definition.js';

export const windowCounterKey = (slot: WindowSlot) => ({
  pk: `COUNTER#${slot.key}`,
  sk: slot.windowStart.toISOString(),
});

/**
 * Counts one in the slot's item, creating it with its `entity`, `version` and TTL (the window's end), unless `max` are
 * counted already. The check and the count are one write: parallel callers cannot all read "below max" and then add.
 */
export function windowCounterTake(slot: WindowSlot, max: number) {
  return {
    Key: windowCounterKey(slot),
    UpdateExpression: 'ADD #count :one SET #ttl = :ttl, entity = :entity, version = :version',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
    ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':one': 1,
      ':max': max,
      ':ttl': epochSeconds(slot.windowEnd),
      ':entity': 'WindowCounter',
      ':version': 1,
    },
  };
}

/** Takes one off the slot's count, never below zero. */
export function windowCounterGiveBack(slot: WindowSlot) {
  return {
    Key: windowCounterKey(slot),
    UpdateExpression: 'ADD #count :minusOne',
    ConditionExpression: '#count > :zero',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
  };
}
