// The PaymentNotification item (entity version 1): a provider's IPN stored raw, once; held ones are listed on gsi1.

import type { HeldResolution, PaymentNotification } from '../../domain/payments/notification.js';
import { entityItem, soleItemKey, storedFields } from './entity-item.js';

export const notificationKey = (id: string) => soleItemKey('IPN', id);
/** Only held notifications enter gsi1 (a sparse index), under this partition, newest first by `receivedAt`. */
export const HELD_NOTIFICATIONS_GSI_PK = 'IPN#HELD';
/** Each notification about a payment enters gsi2 under the payment, oldest first, for its story (docs/decisions/060). */
export const paymentNoticesGsiPk = (paymentId: string) => `IPN#PAYMENT#${paymentId}`;

export function notificationToItem(notification: PaymentNotification) {
  return entityItem('PaymentNotification', notificationKey(notification.id), notification);
}

export function notificationFromItem(item: Record<string, any>): PaymentNotification {
  const fields = storedFields<PaymentNotification>(item);
  return {
    ...fields.as('id', 'provider', 'rawBody', 'receivedAt', 'status'),
    ...fields.orNull('reason', 'resolution'),
  };
}

/**
 * A held notification resolved, once: conditional on it still being held. It stays on gsi1's held partition, so
 * payments:held shows who resolved it and how.
 */
export function resolvedNotificationUpdate(tableName: string, id: string, resolution: HeldResolution) {
  return {
    Update: {
      TableName: tableName,
      Key: notificationKey(id),
      UpdateExpression: 'SET #status = :resolved, resolution = :resolution',
      ConditionExpression: '#status = :held',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':resolved': 'resolved', ':held': 'held', ':resolution': resolution },
    },
  };
}
