// The outbox in the single table (docs/decisions/034): pending items in due-time order, claims as conditional moves,
// failed items kept under their id, beside the failed customer webhook deliveries (docs/decisions/048).

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OutboxItem } from '../../domain/outbox/outbox-item.js';
import type { FailedOutboxItem, OutboxRepository } from '../../domain/outbox/ports.js';
import type { TableClient } from './document-client.js';
import { FAILED_WEBHOOK, failedWebhookFromItem, retryFailedWebhook } from './failed-webhook-entity.js';
import { deleteExisting, deleteItem, getItem, transactIf, updateExisting } from './item-commands.js';
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

  /** Deletes `from` (on condition) and puts `to`, in one transaction; false when the condition failed. */
  const move = (
    from: { Key: Record<string, unknown>; condition: string; values?: Record<string, unknown> },
    to: Record<string, unknown>,
  ) =>
    transactIf(table, [
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
      const item = await getItem(table, outboxKey({ id, dueAt }), 'strong');
      return item ? outboxFromItem(item) : null;
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
      await deleteItem(table, outboxKey(item));
    },

    async noteError(item, error) {
      await updateExisting(table, outboxKey(item), {
        UpdateExpression: 'SET lastError = :error',
        ExpressionAttributeValues: { ':error': error.slice(0, 500) },
      });
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
      const item = await getItem(table, failedOutboxKey(id), 'strong');
      if (!item) return false;
      if (item.entity === FAILED_WEBHOOK)
        return transactIf(table, retryFailedWebhook(tableName, failedWebhookFromItem(item), now));
      const again: OutboxItem = { ...outboxFromItem(item), attempts: 0, dueAt: now.toISOString() };
      return move({ Key: failedOutboxKey(id), condition: 'attribute_exists(pk)' }, outboxToItem(again));
    },

    dismiss(id) {
      return deleteExisting(table, failedOutboxKey(id));
    },
  };
}
