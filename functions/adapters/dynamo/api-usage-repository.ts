// The ApiCallDay item (entity version 1): a member's public API calls on one UTC day, in their own partition, counted
// by an atomic ADD of each function instance's calls of a window (docs/decisions/035 "Polls") and removed by TTL a week later (docs/decisions/024).

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiUsageRepository } from '../../domain/api-keys/ports.js';
import type { TableClient } from './document-client.js';
import { epochSeconds } from './table-definition.js';
import { userKey } from './user-entity.js';

const KEEP_DAYS = 7;

export const apiCallDayKey = (userId: string, day: string) => ({ pk: userKey(userId).pk, sk: `APICALLS#${day}` });

export function createApiUsageRepository({ doc, tableName }: TableClient): ApiUsageRepository {
  return {
    async countCalls(userId, day, count) {
      const expires = new Date(Date.parse(`${day}T00:00:00.000Z`) + KEEP_DAYS * 86_400_000);
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: apiCallDayKey(userId, day),
          UpdateExpression: 'ADD #count :count SET #ttl = :ttl, entity = :entity, version = :version',
          ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':count': count,
            ':ttl': epochSeconds(expires),
            ':entity': 'ApiCallDay',
            ':version': 1,
          },
        }),
      );
    },
    async callsOn(userId, day) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: apiCallDayKey(userId, day) }));
      return (Item?.count as number | undefined) ?? 0;
    },
  };
}
