// Payment notifications (IPNs) stored raw, once, with what became of them.

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationRepository } from '../../domain/ports.js';
import { isConditionFailure, type TableClient } from './document-client.js';

const notificationKey = (id: string) => ({ pk: `IPN#${id}`, sk: 'IPN' });

export function createNotificationRepository({ doc, tableName }: TableClient): NotificationRepository {
  return {
    async save(notification) {
      try {
        await doc.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...notificationKey(notification.id),
              // Held notifications are listed for operators on gsi1.
              gsi1pk: 'IPNS',
              gsi1sk: `${notification.receivedAt}#${notification.id}`,
              entity: 'PaymentNotification',
              version: 1,
              ...notification,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return 'new';
      } catch (error) {
        if (isConditionFailure(error)) return 'seen';
        throw error;
      }
    },

    async find(id) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: notificationKey(id), ConsistentRead: true }),
      );
      if (!Item) return null;
      return {
        id: Item.id,
        provider: Item.provider,
        rawBody: Item.rawBody,
        receivedAt: Item.receivedAt,
        status: Item.status,
        reason: Item.reason ?? null,
      };
    },

    async mark(id, status, reason) {
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: notificationKey(id),
          UpdateExpression: 'SET #status = :status, reason = :reason',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status, ':reason': reason },
        }),
      );
    },
  };
}
