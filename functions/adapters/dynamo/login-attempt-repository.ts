// Failed-login counters: one item per email and window, counted with an atomic ADD, removed by TTL.

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LoginAttemptRepository } from '../../domain/ports.js';
import type { TableClient } from './document-client.js';

const attemptKey = (email: string, windowStart: Date) => ({
  pk: `LOGINFAIL#${email}`,
  sk: windowStart.toISOString(),
});

export function createLoginAttemptRepository({ doc, tableName }: TableClient): LoginAttemptRepository {
  return {
    async failures(email, windowStart) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: attemptKey(email, windowStart) }));
      return (Item?.failures as number | undefined) ?? 0;
    },
    async recordFailure(email, windowStart, expiresAt) {
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: attemptKey(email, windowStart),
          UpdateExpression: 'ADD failures :one SET #ttl = :ttl, entity = :entity',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':ttl': Math.floor(expiresAt.getTime() / 1000),
            ':entity': 'LoginFailures',
          },
        }),
      );
    },
  };
}
