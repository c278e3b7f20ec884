// Sessions in the single table, removed by TTL once expired and by logout at once; each names its user's generation.

import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SessionRepository } from '../../domain/auth/ports.js';
import type { TableClient } from './document-client.js';
import { sessionFromItem, sessionKey, sessionToItem } from './session-entity.js';

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
  };
}
