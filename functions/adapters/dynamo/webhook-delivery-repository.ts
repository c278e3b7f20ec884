// Customer webhook deliveries in the single table: each with a Due timer in the 'webhookDelivery' job's partition,
// moved in the same transaction as every claim, so a delivery is never lost nor sent twice (docs/decisions/024); a
// failed one is kept for an operator in the outbox's failed partition (docs/decisions/048).

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { WebhookDeliveryRepository } from '../../domain/webhooks/webhook-deps.js';
import type { WebhookDelivery } from '../../domain/webhooks/webhook-delivery.js';
import { dueRecords } from './allocation.js';
import { transactWrite, type TableClient } from './document-client.js';
import { deleteDue } from './due-items.js';
import { failedWebhookToItem } from './failed-webhook-entity.js';
import { getItem, transactIf, updateItem } from './item-commands.js';
import {
  webhookDeliveryFromItem,
  webhookDeliveryKey,
  webhookDeliveryPrefix,
  webhookTimer,
} from './webhook-delivery-entity.js';

export function createWebhookDeliveryRepository(table: TableClient): WebhookDeliveryRepository {
  const { doc, tableName } = table;
  const timer = (delivery: WebhookDelivery, at: string) => webhookTimer(tableName, delivery, at);
  const noTimer = (delivery: WebhookDelivery) =>
    deleteDue(tableName, 'webhookDelivery', delivery.nextAttemptAt, webhookDeliveryKey(delivery));
  const end = (delivery: WebhookDelivery, status: 'delivered' | 'failed', statusCode: number | null) => ({
    Update: {
      TableName: tableName,
      Key: webhookDeliveryKey(delivery),
      UpdateExpression: 'SET #status = :status, lastStatusCode = :code',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':code': statusCode },
    },
  });

  return {
    /** Read after the timers: a delivery another run claimed meanwhile has moved its try on, and is not due. */
    due: (now) =>
      dueRecords(
        table,
        'webhookDelivery',
        now,
        webhookDeliveryFromItem,
        (delivery) => delivery.status === 'pending' && delivery.nextAttemptAt <= now.toISOString(),
      ),

    async claim(delivery, nextAttemptAt, now) {
      const claimed: WebhookDelivery = {
        ...delivery,
        attempts: delivery.attempts + 1,
        nextAttemptAt,
        lastAttemptAt: now.toISOString(),
      };
      const taken = await transactIf(table, [
        {
          Update: {
            TableName: tableName,
            Key: webhookDeliveryKey(delivery),
            UpdateExpression: 'SET attempts = :attempts, nextAttemptAt = :next, lastAttemptAt = :now',
            ConditionExpression: '#status = :pending AND nextAttemptAt = :due AND attempts = :read',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':attempts': claimed.attempts,
              ':next': nextAttemptAt,
              ':now': claimed.lastAttemptAt,
              ':pending': 'pending',
              ':due': delivery.nextAttemptAt,
              ':read': delivery.attempts,
            },
          },
        },
        noTimer(delivery),
        timer(delivery, nextAttemptAt),
      ]);
      return taken ? claimed : null;
    },

    async recordAnswer(delivery, statusCode) {
      await updateItem(table, webhookDeliveryKey(delivery), {
        UpdateExpression: 'SET lastStatusCode = :code',
        ExpressionAttributeValues: { ':code': statusCode },
      });
    },

    async delivered(delivery, statusCode) {
      await transactWrite(doc, [end(delivery, 'delivered', statusCode), noTimer(delivery)]);
    },

    async fail(delivery, statusCode, failed, now) {
      await transactWrite(doc, [
        end(delivery, 'failed', statusCode),
        noTimer(delivery),
        { Put: { TableName: tableName, Item: failedWebhookToItem(failed, now.toISOString()) } },
      ]);
    },

    async recent(userId, keyId, limit) {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: {
            ':pk': webhookDeliveryKey({ userId, keyId, occurredAt: '', id: '' }).pk,
            ':prefix': webhookDeliveryPrefix(keyId),
          },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map(webhookDeliveryFromItem);
    },

    async find(key) {
      const item = await getItem(table, webhookDeliveryKey(key), 'strong');
      return item ? webhookDeliveryFromItem(item) : null;
    },
  };
}
