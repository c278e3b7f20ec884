// API keys in the single table: every write is one transaction with the key, its member's entry and count, its
// timers and, for a fee, the ledger (docs/decisions/018).

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { reminderAt, type ApiKey } from '../../domain/api-keys/api-key.js';
import type { ApiKeyRepository } from '../../domain/api-keys/ports.js';
import { dueRecords } from './allocation.js';
import {
  API_KEY_ENTRY_SK_PREFIX,
  apiKeyCountKey,
  apiKeyEntryFromItem,
  apiKeyEntryKey,
  apiKeyEntryToItem,
  apiKeyFromItem,
  apiKeyKey,
  apiKeyToItem,
  ALL_API_KEYS_GSI_PK,
} from './api-key-entity.js';
import { batchGet } from './batch-get.js';
import { conditionFailedOn, isConditionFailure, transactWrite, type TableClient } from './document-client.js';
import { salesCounterUpdates } from './sales-counter-entity.js';
import { dueKey } from './due-entity.js';
import { deleteDue, putDue } from './due-items.js';
import { conditionHeld, transactIfHeldOn, updateExisting } from './item-commands.js';
import { queryIndexFiltered, queryIndexKey, queryPrefix } from './queries.js';
import { recordIdGsiPk } from './admin-index-keys.js';
import { auditEntryWrite } from './audit-entry-entity.js';
import { userKey } from './user-entity.js';
import { ledgerWrite } from './wallet-repository.js';
import { outboxPuts, writeWithOutbox } from './outbox-entity.js';

export function createApiKeyRepository(table: TableClient): ApiKeyRepository {
  const { doc, tableName } = table;
  const entries = async (userId: string) =>
    (await queryPrefix(table, userKey(userId).pk, API_KEY_ENTRY_SK_PREFIX, 'newestFirst')).map(apiKeyEntryFromItem);
  const countChange = (userId: string, change: number, max?: number) => ({
    Update: {
      TableName: tableName,
      Key: apiKeyCountKey(userId),
      UpdateExpression: 'SET entity = :entity, version = :version ADD #count :change',
      ...(max === undefined ? {} : { ConditionExpression: 'attribute_not_exists(#count) OR #count < :max' }),
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':entity': 'ApiKeyCount',
        ':version': 1,
        ':change': change,
        ...(max === undefined ? {} : { ':max': max }),
      },
    },
  });
  /** The key's fields that only this update changes, on condition that it is still due as read. */
  const stillDueUpdate = (key: ApiKey, set: string, values: Record<string, unknown>) => ({
    Update: {
      TableName: tableName,
      Key: apiKeyKey(key.keyHash),
      UpdateExpression: set,
      ConditionExpression: 'renewalDueAt = :due',
      ExpressionAttributeValues: { ':due': key.renewalDueAt, ...values },
    },
  });
  const renewalTimer = (key: ApiKey) => deleteDue(tableName, 'apiKeyRenewal', key.renewalDueAt, apiKeyKey(key.keyHash));
  const reminderTimer = (key: Pick<ApiKey, 'keyHash' | 'nextBilling'>) =>
    deleteDue(tableName, 'apiKeyReminder', reminderAt(key), apiKeyKey(key.keyHash));
  const putTimers = (key: Pick<ApiKey, 'keyHash' | 'nextBilling'>, renewalAt: string) => [
    putDue(tableName, 'apiKeyRenewal', renewalAt, apiKeyKey(key.keyHash)),
    putDue(tableName, 'apiKeyReminder', reminderAt(key), apiKeyKey(key.keyHash)),
  ];

  /** Read consistently: a key disabled or deleted a moment ago is refused at once. */
  const findByHash = async (keyHash: string, consistency: 'strong' | 'eventual' = 'strong') => {
    const { Item } = await doc.send(
      new GetCommand({ TableName: tableName, Key: apiKeyKey(keyHash), ConsistentRead: consistency === 'strong' }),
    );
    return Item ? apiKeyFromItem(Item) : null;
  };

  return {
    async create(key, fee, maxKeys, now, outbox) {
      const ledger = ledgerWrite(tableName, [fee], now);
      const count = countChange(key.userId, 1, maxKeys);
      try {
        await transactWrite(doc, [
          ...ledger.items,
          { Put: { TableName: tableName, Item: apiKeyToItem(key), ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Put: {
              TableName: tableName,
              Item: apiKeyEntryToItem(key),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          count,
          ...putTimers(key, key.renewalDueAt),
          ...salesCounterUpdates(tableName, { kind: 'apiKey', amountCents: fee.amountCents, soldAt: now }),
          ...outboxPuts(tableName, outbox),
        ]);
        return 'created';
      } catch (error) {
        if (conditionFailedOn(error, count)) return 'limitReached';
        if (ledger.failure(error) === 'insufficientBalance') return 'insufficientBalance';
        throw error;
      }
    },

    async list(userId) {
      const own = await entries(userId);
      const byHash = new Map(
        (
          await batchGet(
            table,
            own.map((entry) => apiKeyKey(entry.keyHash)),
          )
        ).map((item) => [item.keyHash, item]),
      );
      return own.flatMap((entry) => {
        const item = byHash.get(entry.keyHash);
        return item ? [apiKeyFromItem(item)] : [];
      });
    },

    async summaries(userId) {
      return (await entries(userId)).map(({ keyHash: _hash, ...summary }) => summary);
    },

    async find(userId, id) {
      const { Item: entry } = await doc.send(
        new GetCommand({ TableName: tableName, Key: apiKeyEntryKey(userId, id), ConsistentRead: true }),
      );
      return entry ? findByHash(apiKeyEntryFromItem(entry).keyHash) : null;
    },

    findByHash,

    async setStatus(key, status) {
      const change = (Key: Record<string, string>) => ({
        Update: {
          TableName: tableName,
          Key,
          UpdateExpression: 'SET #status = :status',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status },
        },
      });
      const items = [change(apiKeyKey(key.keyHash)), change(apiKeyEntryKey(key.userId, key.id))];
      return transactIfHeldOn(table, items, items);
    },

    setWebhook(key, url, secret, format) {
      return updateExisting(table, apiKeyKey(key.keyHash), {
        UpdateExpression: 'SET webhookUrl = :url, webhookSecret = :secret, webhookFormat = :format',
        ExpressionAttributeValues: { ':url': url, ':secret': secret, ':format': format },
      });
    },

    async delete(key) {
      const removal = {
        Delete: { TableName: tableName, Key: apiKeyKey(key.keyHash), ConditionExpression: 'attribute_exists(pk)' },
      };
      return transactIfHeldOn(
        table,
        [
          removal,
          { Delete: { TableName: tableName, Key: apiKeyEntryKey(key.userId, key.id) } },
          countChange(key.userId, -1),
          // Timers a concurrent renewal moved are dropped by the job when it finds their key gone.
          renewalTimer(key),
          reminderTimer(key),
        ],
        [removal],
      );
    },

    async renew(key, fee, nextBilling, now) {
      const ledger = ledgerWrite(tableName, [fee], now);
      const renewal = stillDueUpdate(
        key,
        'SET nextBilling = :next, renewalDueAt = :next, requests = :zero, subscriptionStatus = :active',
        { ':next': nextBilling, ':zero': 0, ':active': 'active' },
      );
      try {
        await transactWrite(doc, [
          ...ledger.items,
          renewal,
          renewalTimer(key),
          reminderTimer(key),
          ...putTimers({ keyHash: key.keyHash, nextBilling }, nextBilling),
          ...salesCounterUpdates(tableName, { kind: 'apiKey', amountCents: fee.amountCents, soldAt: now }),
        ]);
        return 'renewed';
      } catch (error) {
        if (conditionFailedOn(error, renewal)) return 'stale';
        const failure = ledger.failure(error);
        if (failure === 'duplicate') return 'stale';
        if (failure === 'insufficientBalance') return 'insufficientBalance';
        throw error;
      }
    },

    async suspend(key, retryAt) {
      const suspension = stillDueUpdate(key, 'SET subscriptionStatus = :suspended, renewalDueAt = :retry', {
        ':suspended': 'suspended',
        ':retry': retryAt,
      });
      return transactIfHeldOn(
        table,
        [suspension, renewalTimer(key), putDue(tableName, 'apiKeyRenewal', retryAt, apiKeyKey(key.keyHash))],
        [suspension],
      );
    },

    dueForRenewal(now) {
      return dueRecords(table, 'apiKeyRenewal', now, apiKeyFromItem, (key) => Date.parse(key.renewalDueAt) <= +now);
    },

    dueForReminder(now) {
      return dueRecords(
        table,
        'apiKeyReminder',
        now,
        apiKeyFromItem,
        (key) => key.subscriptionStatus === 'active' && Date.parse(reminderAt(key)) <= +now,
      );
    },

    claimReminder(key, outbox) {
      const claim = {
        TableName: tableName,
        Key: dueKey('apiKeyReminder', reminderAt(key), apiKeyKey(key.keyHash)),
        ConditionExpression: 'attribute_exists(pk)',
      };
      return conditionHeld(writeWithOutbox(table, { Delete: claim }, outbox));
    },

    async countRequest(key, quota, now) {
      try {
        const { Attributes } = await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: apiKeyKey(key.keyHash),
            UpdateExpression: 'SET lastUsed = :now ADD requests :one',
            ConditionExpression: 'attribute_exists(pk) AND requests < :quota',
            ExpressionAttributeValues: { ':now': now.toISOString(), ':one': 1, ':quota': quota },
            ReturnValues: 'ALL_NEW',
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return apiKeyFromItem(Attributes!);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return (error as { Item?: unknown }).Item ? 'quotaExceeded' : 'gone';
      }
    },

    async touch(key, now) {
      // A key deleted meanwhile is not brought back.
      await updateExisting(table, apiKeyKey(key.keyHash), {
        UpdateExpression: 'SET lastUsed = :now',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      });
    },

    async everyKey(prefix, request) {
      const filter = prefix
        ? { FilterExpression: 'begins_with(keyPrefix, :prefix)', values: { ':prefix': prefix } }
        : { values: {} };
      const page = await queryIndexFiltered(table, 'gsi1', ALL_API_KEYS_GSI_PK, filter, request);
      return { items: page.items.map(apiKeyFromItem), nextCursor: page.nextCursor };
    },

    async findById(id) {
      const [item] = await queryIndexKey(table, 'gsi2', recordIdGsiPk(id), 'APIKEY');
      return item ? findByHash(apiKeyFromItem(item).keyHash) : null;
    },

    async setRevoked(key, revokedAt, audit) {
      const change = {
        Update: {
          TableName: tableName,
          Key: apiKeyKey(key.keyHash),
          UpdateExpression: 'SET revokedAt = :revokedAt',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':revokedAt': revokedAt },
        },
      };
      return transactIfHeldOn(table, [change, auditEntryWrite(tableName, audit)], [change]);
    },
  };
}
