// Password-reset tokens (stored as hashes): consuming one, setting the password and ending every session of the user
// (the next session generation) is one transaction.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PasswordResetRepository } from '../../domain/auth/ports.js';
import { isConditionFailure, transactWrite, type TableClient } from './document-client.js';
import { outboxPuts } from './outbox-entity.js';
import { passwordResetFromItem, passwordResetKey, passwordResetToItem } from './password-reset-entity.js';
import { userKey } from './user-entity.js';

export function createPasswordResetRepository({ doc, tableName }: TableClient): PasswordResetRepository {
  return {
    async create(tokenHash, userId, expiresAt, outbox) {
      await transactWrite(doc, [
        { Put: { TableName: tableName, Item: passwordResetToItem({ tokenHash, userId, expiresAt }) } },
        ...outboxPuts(tableName, outbox),
      ]);
    },
    async resetPassword(tokenHash, makePasswordHash, now) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: passwordResetKey(tokenHash), ConsistentRead: true }),
      );
      const reset = Item ? passwordResetFromItem(tokenHash, Item) : null;
      if (!reset || reset.expiresAt <= now) return null;
      const { userId } = reset;
      const passwordHash = await makePasswordHash();
      try {
        await transactWrite(doc, [
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
        return userId;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },
  };
}
