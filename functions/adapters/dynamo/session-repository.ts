// Sessions in the single table, removed by TTL once expired and by logout at once; each names its user's generation.

import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SessionRepository } from '../../domain/auth/ports.js';
import { isConditionFailure, type TableClient } from './document-client.js';
import { sessionFromItem, sessionKey, sessionToItem, userSessionsKey } from './session-entity.js';

/** The most sessions a list shows: a member signs in far fewer times than this in the 7 days a session lasts. */
const LIST_LIMIT = 100;

export function createSessionRepository({ doc, tableName }: TableClient): SessionRepository {
  return {
    async create(session) {
      await doc.send(new PutCommand({ TableName: tableName, Item: sessionToItem(session) }));
    },
    async find(id) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: sessionKey(id) }));
      return Item ? sessionFromItem(Item) : null;
    },
    async delete(id) {
      await doc.send(new DeleteCommand({ TableName: tableName, Key: sessionKey(id) }));
    },
    async touch(id, at) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: sessionKey(id),
            UpdateExpression: 'SET lastSeenAt = :at',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':at': at.toISOString() },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
    async listForUser(userId) {
      const { Items } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': userSessionsKey(userId) },
          ScanIndexForward: false,
          Limit: LIST_LIMIT,
        }),
      );
      return (Items ?? []).map(sessionFromItem);
    },
  };
}
