// The WebhookDelivery item (entity version 1): one event for one API key, in its member's partition, newest last
// within the key (docs/decisions/024 "Webhooks to customers"), with its Due timer in the 'webhookDelivery' job's
// partition while it is pending; both written in the transaction of the routing that causes it (docs/decisions/048).

import type { WebhookDelivery } from '../../domain/webhooks/webhook-delivery.js';
import type { TransactItems } from './document-client.js';
import { putDue } from './due-items.js';
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
    ...fields.orNull('record', 'lastStatusCode', 'lastAttemptAt'),
  };
}

/** A pending delivery's timer, due at `at`. */
export const webhookTimer = (tableName: string, delivery: WebhookDelivery, at: string) =>
  putDue(tableName, 'webhookDelivery', at, webhookDeliveryKey(delivery));

/**
 * The writes a routing transaction adds for its new deliveries: each delivery and its timer, due at once. The routing's
 * own conditions (the SMS still received) make them written once.
 */
export function webhookDeliveryPuts(tableName: string, deliveries: readonly WebhookDelivery[]): TransactItems {
  return deliveries.flatMap((delivery) => [
    { Put: { TableName: tableName, Item: webhookDeliveryToItem(delivery) } },
    webhookTimer(tableName, delivery, delivery.nextAttemptAt),
  ]);
}
