// Password-reset tokens (stored as hashes): consuming one, setting the password and ending every session of the user
// (the next session generation) is one transaction.

import type { PasswordResetRepository } from '../../domain/auth/ports.js';
import { transactWrite, type TableClient } from './document-client.js';
import { getItem, transactIf } from './item-commands.js';
import { outboxPuts } from './outbox-entity.js';
import { passwordResetFromItem, passwordResetKey, passwordResetToItem } from './password-reset-entity.js';
import { userKey } from './user-entity.js';

export function createPasswordResetRepository(table: TableClient): PasswordResetRepository {
  const { doc, tableName } = table;
  return {
    async create(tokenHash, userId, expiresAt, outbox) {
      await transactWrite(doc, [
        { Put: { TableName: tableName, Item: passwordResetToItem({ tokenHash, userId, expiresAt }) } },
        ...outboxPuts(tableName, outbox),
      ]);
    },
    async resetPassword(tokenHash, makePasswordHash, now) {
      const item = await getItem(table, passwordResetKey(tokenHash), 'strong');
      const reset = item ? passwordResetFromItem(tokenHash, item) : null;
      if (!reset || reset.expiresAt <= now) return null;
      const { userId } = reset;
      const passwordHash = await makePasswordHash();
      const done = await transactIf(table, [
        {
          // Single use: the delete only succeeds while the token is still there and unexpired.
          Delete: {
            TableName: tableName,
            Key: passwordResetKey(tokenHash),
            ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
            ExpressionAttributeValues: { ':now': now.toISOString() },
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: userKey(userId),
            UpdateExpression: 'SET passwordHash = :hash ADD sessionGeneration :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':hash': passwordHash, ':one': 1 },
          },
        },
      ]);
      return done ? userId : null;
    },
  };
}
