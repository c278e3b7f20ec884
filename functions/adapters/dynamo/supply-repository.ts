// The supply's records in the single table (docs/decisions/061): settings, provisioning records written before the
// carrier is asked, numbers entering stock with their carrier and cost, releases, each day's figures and the runs.

import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SupplyRepository, SupplySettings, BoughtNumber } from '../../domain/supply/ports.js';
import { auditEntryWrite } from './audit-entry-entity.js';
import { batchGet } from './batch-get.js';
import {
  conditionFailedOn,
  isConditionFailure,
  transactWrite,
  type TableClient,
  type TransactItems,
} from './document-client.js';
import { NUMBERS_DESTROYED_GSI_PK, numberKey, numberStockToItem, numberToItem } from './phone-number-entity.js';
import { queryPrefix } from './queries.js';
import { counterUpdate } from './stock-counter-entity.js';
import {
  ASKING_GSI_PK,
  PROVISIONING_PK,
  SUPPLY_DAY_PK,
  SUPPLY_RUN_PK,
  SUPPLY_SETTINGS_KEY,
  figuresFromItem,
  provisioningFromItem,
  provisioningKey,
  provisioningToItem,
  runFromItem,
  runToItem,
  settingsToItem,
  supplyDayKey,
} from './supply-entity.js';

type TransactItem = TransactItems[number];

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export function createSupplyRepository(table: TableClient, defaults: SupplySettings): SupplyRepository {
  const { doc, tableName } = table;

  const dayAdd = (day: string, changes: Record<string, number>): TransactItem => ({
    Update: {
      TableName: tableName,
      Key: supplyDayKey(day),
      UpdateExpression: `SET entity = :entity, version = :version ADD ${Object.keys(changes)
        .map((name) => `${name} :${name}`)
        .join(', ')}`,
      ExpressionAttributeValues: {
        ':entity': 'SupplyDay',
        ':version': 1,
        ...Object.fromEntries(Object.entries(changes).map(([name, value]) => [`:${name}`, value])),
      },
    },
  });

  /** The number's item as the carrier sold it, its stock entry and the stock count. */
  const stockWrites = (bought: BoughtNumber, now: Date): TransactItem[] => [
    {
      Put: {
        TableName: tableName,
        Item: {
          ...numberToItem({
            number: bought.phoneNumber,
            status: 'available',
            importedAt: now.toISOString(),
            holder: null,
          }),
          carrier: 'twilio',
          carrierId: bought.carrierId,
          priceCents: bought.priceCents,
          monthlyRentCents: bought.monthlyRentCents,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: tableName, Item: numberStockToItem(bought.phoneNumber) } },
    counterUpdate(tableName, { availableNumbers: 1 }),
  ];

  return {
    async settings() {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: SUPPLY_SETTINGS_KEY, ConsistentRead: true }),
      );
      if (!Item) return defaults;
      return {
        target: Item.target as number,
        dailySpendCapCents: Item.dailySpendCapCents as number,
        releaseGraceDays: Item.releaseGraceDays as number,
      };
    },

    async changeSettings(settings, audit) {
      await transactWrite(doc, [
        { Put: { TableName: tableName, Item: settingsToItem(settings) } },
        auditEntryWrite(tableName, audit),
      ]);
    },

    async startProvisioning(record, capCents) {
      const known: TransactItem = {
        ConditionCheck: {
          TableName: tableName,
          Key: numberKey(record.phoneNumber),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      };
      const claim: TransactItem = {
        Put: {
          TableName: tableName,
          Item: provisioningToItem(record),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      };
      const spend: TransactItem = {
        Update: {
          TableName: tableName,
          Key: supplyDayKey(record.day),
          UpdateExpression: 'SET entity = :entity, version = :version ADD spentCents :price',
          ConditionExpression: 'attribute_not_exists(spentCents) OR spentCents <= :room',
          ExpressionAttributeValues: {
            ':entity': 'SupplyDay',
            ':version': 1,
            ':price': record.priceCents,
            ':room': capCents - record.priceCents,
          },
        },
      };
      if (record.priceCents > capCents) return 'capReached';
      try {
        await transactWrite(doc, [known, claim, spend]);
        return 'started';
      } catch (error) {
        if (conditionFailedOn(error, spend)) return 'capReached';
        if (isConditionFailure(error)) return 'known';
        throw error;
      }
    },

    async unsettled(limit) {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': ASKING_GSI_PK },
          Limit: limit,
        }),
      );
      return Items.map(provisioningFromItem);
    },

    async enterStock(record, bought, now) {
      try {
        await transactWrite(doc, [
          {
            Update: {
              TableName: tableName,
              Key: provisioningKey(record.phoneNumber),
              UpdateExpression: 'SET #status = :bought REMOVE gsi1pk, gsi1sk',
              ConditionExpression: '#status = :asking',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':bought': 'bought', ':asking': 'asking' },
            },
          },
          ...stockWrites(bought, now),
          dayAdd(record.day, { bought: 1 }),
        ]);
      } catch (error) {
        // Entered already (a retried run): the number is in stock once.
        if (!isConditionFailure(error)) throw error;
      }
    },

    async failProvisioning(record, error) {
      try {
        await transactWrite(doc, [
          {
            Update: {
              TableName: tableName,
              Key: provisioningKey(record.phoneNumber),
              UpdateExpression: 'SET #status = :failed, #error = :error REMOVE gsi1pk, gsi1sk',
              ConditionExpression: '#status = :asking',
              ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
              ExpressionAttributeValues: { ':failed': 'failed', ':asking': 'asking', ':error': error },
            },
          },
          dayAdd(record.day, { spentCents: -record.priceCents }),
        ]);
      } catch (failure) {
        if (!isConditionFailure(failure)) throw failure;
      }
    },

    async adopt(bought, now) {
      const day = dayOf(now);
      try {
        await transactWrite(doc, [
          {
            Put: {
              TableName: tableName,
              Item: provisioningToItem({
                phoneNumber: bought.phoneNumber,
                status: 'bought',
                askedAt: now.toISOString(),
                day,
                priceCents: bought.priceCents,
                error: null,
              }),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...stockWrites(bought, now),
          dayAdd(day, { bought: 1, spentCents: bought.priceCents }),
        ]);
        return 'adopted';
      } catch (error) {
        if (isConditionFailure(error)) return 'known';
        throw error;
      }
    },

    async releasable(before, limit) {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :before',
          ExpressionAttributeValues: { ':pk': NUMBERS_DESTROYED_GSI_PK, ':before': before.toISOString() },
          Limit: limit,
        }),
      );
      return Items.map((item) => ({
        phoneNumber: item.number as string,
        carrierId: (item.carrierId as string | undefined) ?? null,
        destroyedAt: item.destroyedAt as string,
      }));
    },

    async markReleased(candidate, now) {
      try {
        await transactWrite(doc, [
          {
            Update: {
              TableName: tableName,
              Key: numberKey(candidate.phoneNumber),
              UpdateExpression: 'SET releasedAt = :now REMOVE gsi2pk, gsi2sk',
              ConditionExpression: '#status = :destroyed AND attribute_exists(gsi2pk)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':now': now.toISOString(), ':destroyed': 'destroyed' },
            },
          },
          dayAdd(dayOf(now), { released: 1 }),
        ]);
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async keep(candidate) {
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: numberKey(candidate.phoneNumber),
          UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
        }),
      );
    },

    async figures(day) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: supplyDayKey(day), ConsistentRead: true }),
      );
      return figuresFromItem(Item);
    },

    async monthFigures(month) {
      const days = await queryPrefix(table, SUPPLY_DAY_PK, month, 'oldestFirst');
      return days.map(figuresFromItem).reduce(
        (total, day) => ({
          bought: total.bought + day.bought,
          released: total.released + day.released,
          spentCents: total.spentCents + day.spentCents,
        }),
        { bought: 0, released: 0, spentCents: 0 },
      );
    },

    async recordRun(run) {
      await doc.send(new PutCommand({ TableName: tableName, Item: runToItem(run) }));
    },

    async lastRuns(limit) {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': SUPPLY_RUN_PK },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map(runFromItem);
    },

    async recordAudit(audit) {
      await transactWrite(doc, [auditEntryWrite(tableName, audit)]);
    },

    async carrierNumbers() {
      const records = (await queryPrefix(table, PROVISIONING_PK, '+', 'oldestFirst')).filter(
        (item) => item.status === 'bought',
      );
      const numbers = await batchGet(
        table,
        records.map((item) => numberKey(item.phoneNumber as string)),
      );
      return numbers
        .filter((item) => item.carrierId && !item.releasedAt)
        .map((item) => ({
          phoneNumber: item.number as string,
          carrierId: item.carrierId as string,
          status: item.status as string,
        }));
    },
  };
}
