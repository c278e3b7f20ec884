// The open sockets in the single table (docs/decisions/041): two small items per socket written together, read by one
// Query per push; an item past its TTL may still be read until DynamoDB deletes it, so expired ones are skipped.

import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PushConnectionRepository } from '../../domain/push/ports.js';
import type { TableClient } from './document-client.js';
import { epochSeconds } from './table-definition.js';
import {
  connectionKey,
  pushConnectionItems,
  topicOf,
  topicPartition,
  watchKey,
  watcherOf,
} from './push-connection-entity.js';

/** Two small writes in one call; ones DynamoDB left unprocessed fail the call, so the caller may try again. */
async function batchWrite({ doc, tableName }: TableClient, requests: object[]): Promise<void> {
  const { UnprocessedItems } = await doc.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
  if (Object.keys(UnprocessedItems ?? {}).length > 0) throw new Error('Push connection write left unprocessed');
}

export function createPushConnectionRepository(table: TableClient): PushConnectionRepository {
  const { doc, tableName } = table;
  return {
    async add(connectionId, topic, expiresAt, session) {
      const items = pushConnectionItems(connectionId, topic, expiresAt, session);
      await batchWrite(
        table,
        items.map((Item) => ({ PutRequest: { Item } })),
      );
    },
    async remove(connectionId) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: connectionKey(connectionId) }));
      if (!Item) return;
      const keys = [connectionKey(connectionId), watchKey(topicOf(Item), connectionId)];
      await batchWrite(
        table,
        keys.map((Key) => ({ DeleteRequest: { Key } })),
      );
    },
    async watching(topic) {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          FilterExpression: '#ttl > :now',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':pk': topicPartition(topic), ':now': epochSeconds(new Date()) },
          ProjectionExpression: 'sk, sessionId, userId',
        }),
      );
      return Items.map(watcherOf);
    },
  };
}
