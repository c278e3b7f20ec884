// The WebhookDelivery item (entity version 1): one event for one API key, in its member's partition, newest last
// within the key (docs/decisions/024 "Webhooks to customers").

import type { WebhookDelivery } from '../../domain/webhooks/webhook-delivery.js';
import { userKey } from './user-entity.js';

export const webhookDeliveryPrefix = (keyId: string) => `WEBHOOK#${keyId}#`;
export const webhookDeliveryKey = (delivery: Pick<WebhookDelivery, 'userId' | 'keyId' | 'occurredAt' | 'id'>) => ({
  pk: userKey(delivery.userId).pk,
  sk: `${webhookDeliveryPrefix(delivery.keyId)}${delivery.occurredAt}#${delivery.id}`,
});

export function webhookDeliveryToItem(delivery: WebhookDelivery) {
  return { ...webhookDeliveryKey(delivery), entity: 'WebhookDelivery', version: 1, ...delivery };
}

export function webhookDeliveryFromItem(item: Record<string, unknown>): WebhookDelivery {
  return {
    id: item.id as string,
    userId: item.userId as string,
    keyId: item.keyId as string,
    keyHash: item.keyHash as string,
    body: item.body as string,
    occurredAt: item.occurredAt as string,
    status: item.status as WebhookDelivery['status'],
    attempts: item.attempts as number,
    nextAttemptAt: item.nextAttemptAt as string,
    lastStatusCode: (item.lastStatusCode as number | null | undefined) ?? null,
    lastAttemptAt: (item.lastAttemptAt as string | null | undefined) ?? null,
    createdAt: item.createdAt as string,
  };
}
