// Sessions in the single table, removed by TTL once expired and by logout at once; each names its user's generation.

import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SessionRepository } from '../../domain/ports.js';
import type { TableClient } from './document-client.js';

export const sessionKey = (id: string) => ({ pk: `SESSION#${id}`, sk: 'SESSION' });
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
            generation: session.generation,
            expiresAt: session.expiresAt.toISOString(),
            ttl: epochSeconds(session.expiresAt),
          },
        }),
      );
    },
    async find(id) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: sessionKey(id) }));
      if (!Item) return null;
      return {
        id,
        userId: Item.userId as string,
        expiresAt: new Date(Item.expiresAt as string),
        generation: (Item.generation as number | undefined) ?? 0,
      };
    },
    async delete(id) {
      await doc.send(new DeleteCommand({ TableName: tableName, Key: sessionKey(id) }));
    },
  };
}
