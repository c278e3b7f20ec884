// The OneTimeOrder item (entity version 1): in its owner's partition, so a member's Query lists only their own.

import type { OneTimeOrder } from '../../domain/orders/one-time-order.js';
import type { Owner } from '../../domain/stock/owner.js';
import { adminIndexEntries } from './admin-index-keys.js';
import { numberRecordFromItem } from './allocation.js';
import { ownerPk } from './owner-key.js';
import { entityItem, storedFields } from './entity-item.js';

/** Order ids sort by time, so the owner's orders come newest first from one Query. */
export const orderKey = (owner: Owner, id: string) => ({ pk: ownerPk(owner), sk: `ORDER#${id}` });
export const ORDER_SK_PREFIX = 'ORDER#';
/** What removal takes off an order 24 hours after the first message kept on it arrived. */
export const ORDER_OTHER_MESSAGES_FIELDS = ['otherMessages'];
/** What code removal takes off an order 24 hours after its code arrived (the kept messages came before it). */
export const ORDER_CODE_FIELDS = ['code', 'smsText', ...ORDER_OTHER_MESSAGES_FIELDS];

export function orderToItem(order: OneTimeOrder) {
  return entityItem(
    'OneTimeOrder',
    { ...orderKey(order.owner, order.id), ...adminIndexEntries('ORDERS', order) },
    order,
  );
}

export function orderFromItem(item: Record<string, unknown>): OneTimeOrder {
  const fields = storedFields<OneTimeOrder>(item);
  return {
    ...numberRecordFromItem(item),
    ...fields.as('status', 'createdAt', 'expiresAt'),
    ...fields.orNull('code', 'smsText', 'smsFrom', 'receivedAt', 'endedAt', 'windowClosedAt', 'refund'),
    otherMessages: (item.otherMessages as OneTimeOrder['otherMessages'] | undefined) ?? [],
  };
}
