// The IdempotencyRecord item (entity version 1): one per API key and `Idempotency-Key`, claimed by one conditional put,
// its answer kept on it for 24 hours (docs/decisions/031 "Idempotency").

import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  IDEMPOTENCY_WINDOW_S,
  type IdempotencyStore,
  type RecordedAnswer,
} from '../../domain/developer-api/idempotency.js';
import { isConditionFailure, type TableClient } from './document-client.js';
import { epochSeconds } from './table-definition.js';

export const idempotencyKey = (scope: string, key: string) => ({ pk: `IDEMPOTENCY#${scope}#${key}`, sk: 'IDEMPOTENCY' });

export function createIdempotencyRepository({ doc, tableName }: TableClient): IdempotencyStore {
  return {
    async claim(scope, key, fingerprint, now) {
      try {
        await doc.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...idempotencyKey(scope, key),
              entity: 'IdempotencyRecord',
              version: 1,
              fingerprint,
              createdAt: now.toISOString(),
              // TTL removes it up to a few days late: the condition and reads go by `ttl` itself.
              ttl: epochSeconds(now) + IDEMPOTENCY_WINDOW_S,
            },
            ConditionExpression: 'attribute_not_exists(pk) OR #ttl <= :now',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: { ':now': epochSeconds(now) },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async find(scope, key, now) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: idempotencyKey(scope, key), ConsistentRead: true }),
      );
      if (!Item || (Item.ttl as number) <= epochSeconds(now)) return null;
      return { fingerprint: Item.fingerprint as string, answer: (Item.answer as RecordedAnswer | undefined) ?? null };
    },

    async complete(scope, key, answer) {
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: idempotencyKey(scope, key),
          UpdateExpression: 'SET answer = :answer',
          ExpressionAttributeValues: { ':answer': answer },
        }),
      );
    },

    async release(scope, key) {
      await doc.send(
        new DeleteCommand({
          TableName: tableName,
          Key: idempotencyKey(scope, key),
          ConditionExpression: 'attribute_not_exists(answer)',
        }),
      ).catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
    },
  };
}
