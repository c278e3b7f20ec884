// Sessions in the single table, removed by TTL once expired and by logout at once; each names its user's generation.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SessionRepository } from '../../domain/auth/ports.js';
import type { TableClient } from './document-client.js';
import { deleteItem, getItem, updateExisting } from './item-commands.js';
import { writeWithOutbox } from './outbox-entity.js';
import { sessionFromItem, sessionKey, sessionToItem, userSessionsKey } from './session-entity.js';

/** The most sessions a list shows: a member signs in far fewer times than this in the 7 days a session lasts. */
const LIST_LIMIT = 100;

export function createSessionRepository(table: TableClient): SessionRepository {
  const { doc, tableName } = table;
  return {
    async create(session, outbox) {
      await writeWithOutbox(table, { Put: { TableName: tableName, Item: sessionToItem(session) } }, outbox);
    },
    async find(id) {
      const item = await getItem(table, sessionKey(id), 'eventual');
      return item ? sessionFromItem(item) : null;
    },
    async delete(id) {
      await deleteItem(table, sessionKey(id));
    },
    async touch(id, at) {
      // A session ended meanwhile is not brought back.
      await updateExisting(table, sessionKey(id), {
        UpdateExpression: 'SET lastSeenAt = :at',
        ExpressionAttributeValues: { ':at': at.toISOString() },
      });
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
