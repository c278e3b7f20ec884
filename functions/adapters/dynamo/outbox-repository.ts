// The outbox in the single table (docs/decisions/034): pending items in due-time order, claims as conditional moves,
// failed items kept under their id, beside the failed customer webhook deliveries (docs/decisions/048).

import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OutboxItem } from '../../domain/outbox/outbox-item.js';
import type { FailedOutboxItem, OutboxRepository } from '../../domain/outbox/ports.js';
import { isConditionFailure, transactWrite, type TableClient, type TransactItems } from './document-client.js';
import { FAILED_WEBHOOK, failedWebhookFromItem, retryFailedWebhook } from './failed-webhook-entity.js';
import {
  failedOutboxKey,
  OUTBOX_FAILED_PK,
  OUTBOX_PK,
  outboxFromItem,
  outboxKey,
  outboxToItem,
} from './outbox-entity.js';

export function createOutboxRepository(table: TableClient): OutboxRepository {
  const { doc, tableName } = table;

  /** Writes `items` in one transaction; false when a condition failed. */
  async function transact(items: TransactItems) {
    try {
      await transactWrite(doc, items);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Deletes `from` (on condition) and puts `to`, in one transaction; false when the condition failed. */
  const move = (
    from: { Key: Record<string, unknown>; condition: string; values?: Record<string, unknown> },
    to: Record<string, unknown>,
  ) =>
    transact([
      {
        Delete: {
          TableName: tableName,
          Key: from.Key,
          ConditionExpression: from.condition,
          ExpressionAttributeValues: from.values,
        },
      },
      { Put: { TableName: tableName, Item: to } },
    ]);

  return {
    async due(now, limit) {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND sk < :after',
          // '$' sorts right after '#', so every item due at `now` or before comes before it.
          ExpressionAttributeValues: { ':pk': OUTBOX_PK, ':after': `${now.toISOString()}$` },
          ConsistentRead: true,
          Limit: limit,
        }),
      );
      return Items.map(outboxFromItem);
    },

    async find(id, dueAt) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: outboxKey({ id, dueAt }), ConsistentRead: true }),
      );
      return Item ? outboxFromItem(Item) : null;
    },

    async claim(item, nextDueAt) {
      const claimed: OutboxItem = { ...item, attempts: item.attempts + 1, dueAt: nextDueAt };
      const taken = await move(
        { Key: outboxKey(item), condition: 'attempts = :read', values: { ':read': item.attempts } },
        outboxToItem(claimed),
      );
      return taken ? claimed : null;
    },

    async sent(item) {
      await doc.send(new DeleteCommand({ TableName: tableName, Key: outboxKey(item) }));
    },

    async noteError(item, error) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: outboxKey(item),
            UpdateExpression: 'SET lastError = :error',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':error': error.slice(0, 500) },
          }),
        );
      } catch (failure) {
        if (!isConditionFailure(failure)) throw failure;
      }
    },

    async fail(item, error, now) {
      const failed = {
        ...outboxToItem({ ...item, lastError: error.slice(0, 500) }, failedOutboxKey(item.id)),
        failedAt: now.toISOString(),
      };
      await move({ Key: outboxKey(item), condition: 'attribute_exists(pk)' }, failed);
    },

    async failed(limit) {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': OUTBOX_FAILED_PK },
          ConsistentRead: true,
        }),
      );
      return Items.map((found): FailedOutboxItem =>
        found.entity === FAILED_WEBHOOK
          ? { kind: 'webhook', webhook: failedWebhookFromItem(found), failedAt: found.failedAt as string }
          : { kind: 'email', item: outboxFromItem(found), failedAt: found.failedAt as string },
      )
        .sort((a, b) => b.failedAt.localeCompare(a.failedAt))
        .slice(0, limit);
    },

    async retry(id, now) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: failedOutboxKey(id), ConsistentRead: true }),
      );
      if (!Item) return false;
      if (Item.entity === FAILED_WEBHOOK)
        return transact(retryFailedWebhook(tableName, failedWebhookFromItem(Item), now));
      const again: OutboxItem = { ...outboxFromItem(Item), attempts: 0, dueAt: now.toISOString() };
      return move({ Key: failedOutboxKey(id), condition: 'attribute_exists(pk)' }, outboxToItem(again));
    },

    async dismiss(id) {
      try {
        await doc.send(
          new DeleteCommand({
            TableName: tableName,
            Key: failedOutboxKey(id),
            ConditionExpression: 'attribute_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}
