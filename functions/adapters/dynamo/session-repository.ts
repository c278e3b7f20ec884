// Sessions in the single table, removed by TTL once expired and by logout at once.

import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SessionRepository } from '../../domain/ports.js';
import type { TableClient } from './document-client.js';

const sessionKey = (id: string) => ({ pk: `SESSION#${id}`, sk: 'SESSION' });
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createSessionRepository({ doc, tableName }: TableClient): SessionRepository {
  return {
    async create(session) {
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...sessionKey(session.id),
            entity: 'Session',
            version: 1,
            userId: session.userId,
            expiresAt: session.expiresAt.toISOString(),
            ttl: epochSeconds(session.expiresAt),
          },
        }),
      );
    },
    async find(id) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: sessionKey(id) }));
      return Item ? { id, userId: Item.userId as string, expiresAt: new Date(Item.expiresAt as string) } : null;
    },
    async delete(id) {
      await doc.send(new DeleteCommand({ TableName: tableName, Key: sessionKey(id) }));
    },
  };
}
