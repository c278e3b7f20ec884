// The PaymentNotification item (entity version 1): a provider's IPN stored raw, once; held ones are listed on gsi1.

import type { PaymentNotification } from '../../domain/payments/notification.js';

export const notificationKey = (id: string) => ({ pk: `IPN#${id}`, sk: 'IPN' });
/** Only held notifications enter gsi1 (a sparse index), under this partition, newest first by `receivedAt`. */
export const HELD_NOTIFICATIONS_GSI_PK = 'IPN#HELD';

export function notificationToItem(notification: PaymentNotification) {
  return { ...notificationKey(notification.id), entity: 'PaymentNotification', version: 1, ...notification };
}

export function notificationFromItem(item: Record<string, any>): PaymentNotification {
  return {
    id: item.id,
    provider: item.provider,
    rawBody: item.rawBody,
    receivedAt: item.receivedAt,
    status: item.status,
    reason: item.reason ?? null,
    resolution: item.resolution ?? null,
  };
}
