// Payment notifications (IPNs) stored raw, once, with what became of them; the held ones listed for operators.

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationRepository } from '../../domain/ports.js';
import { isConditionFailure, type TableClient } from './document-client.js';
import {
  HELD_NOTIFICATIONS_GSI_PK,
  notificationFromItem,
  notificationKey,
  notificationToItem,
} from './payment-notification-entity.js';
import { queryIndexNewest } from './queries.js';

export function createNotificationRepository(table: TableClient): NotificationRepository {
  const { doc, tableName } = table;
  return {
    async save(notification) {
      try {
        await doc.send(
          new PutCommand({
            TableName: tableName,
            Item: notificationToItem(notification),
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
      return Item ? notificationFromItem(Item) : null;
    },

    async mark(id, status, reason) {
      // Only held notifications enter gsi1 (a sparse index), where operators list them newest first.
      const held = status === 'held';
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: notificationKey(id),
          UpdateExpression: `SET #status = :status, reason = :reason${held ? ', gsi1pk = :held, gsi1sk = receivedAt' : ''}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': status,
            ':reason': reason,
            ...(held ? { ':held': HELD_NOTIFICATIONS_GSI_PK } : {}),
          },
        }),
      );
    },

    async held(limit) {
      return (await queryIndexNewest(table, HELD_NOTIFICATIONS_GSI_PK, limit)).map(notificationFromItem);
    },
  };
}
