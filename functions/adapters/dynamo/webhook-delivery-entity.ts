// The WebhookDelivery item (entity version 1): one event for one API key, in its member's partition, newest last
// within the key (docs/decisions/024 "Webhooks to customers").

import type { WebhookDelivery } from '../../domain/webhooks/webhook-delivery.js';
import { userKey } from './user-entity.js';
import { entityItem, storedFields } from './entity-item.js';

export const webhookDeliveryPrefix = (keyId: string) => `WEBHOOK#${keyId}#`;
export const webhookDeliveryKey = (delivery: Pick<WebhookDelivery, 'userId' | 'keyId' | 'occurredAt' | 'id'>) => ({
  pk: userKey(delivery.userId).pk,
  sk: `${webhookDeliveryPrefix(delivery.keyId)}${delivery.occurredAt}#${delivery.id}`,
});

export function webhookDeliveryToItem(delivery: WebhookDelivery) {
  return entityItem('WebhookDelivery', webhookDeliveryKey(delivery), delivery);
}

export function webhookDeliveryFromItem(item: Record<string, unknown>): WebhookDelivery {
  const fields = storedFields<WebhookDelivery>(item);
  return {
    ...fields.as('id', 'userId', 'keyId', 'keyHash', 'body', 'occurredAt', 'status', 'attempts', 'nextAttemptAt'),
    ...fields.as('createdAt'),
    ...fields.orNull('lastStatusCode', 'lastAttemptAt'),
  };
}
