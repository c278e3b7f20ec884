// The FailedWebhook item (entity version 1; docs/decisions/048): a webhook delivery whose last try failed, kept beside
// the failed emails in the outbox's failed partition for an operator, pointing at the delivery in its member's
// partition (which stays their log). Retrying it sets the delivery pending again with a timer due now.

import type { FailedWebhook, WebhookDelivery } from '../../domain/webhooks/webhook-delivery.js';
import type { TransactItems } from './document-client.js';
import { putDue } from './due-items.js';
import { failedOutboxKey } from './outbox-entity.js';
import { webhookDeliveryKey } from './webhook-delivery-entity.js';

export const FAILED_WEBHOOK = 'FailedWebhook';

export function failedWebhookToItem(failed: FailedWebhook, failedAt: string) {
  return { ...failedOutboxKey(failed.id), entity: FAILED_WEBHOOK, version: 1, ...failed, failedAt };
}

export function failedWebhookFromItem(item: Record<string, unknown>): FailedWebhook {
  return {
    id: item.id as string,
    delivery: item.delivery as FailedWebhook['delivery'],
    host: (item.host as string | null | undefined) ?? null,
    lastError: item.lastError as string,
  };
}

/**
 * An operator's retry, in one transaction: the kept item removed (on condition it is still there), its delivery
 * pending again with its tries counted afresh (on condition it is still failed), and its timer due at `now`.
 */
export function retryFailedWebhook(tableName: string, failed: FailedWebhook, now: Date): TransactItems {
  const key = webhookDeliveryKey(failed.delivery);
  const at = now.toISOString();
  return [
    {
      Delete: {
        TableName: tableName,
        Key: failedOutboxKey(failed.id),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET #status = :pending, attempts = :zero, nextAttemptAt = :now',
        ConditionExpression: '#status = :failed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending' satisfies WebhookDelivery['status'],
          ':zero': 0,
          ':now': at,
          ':failed': 'failed',
        },
      },
    },
    putDue(tableName, 'webhookDelivery', at, key),
  ];
}
