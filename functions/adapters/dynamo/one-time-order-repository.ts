// One-time orders: each change is one transaction with the money, the number, the counters and the timers it moves.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ORDER_OTHER_MESSAGES_MAX, type OneTimeOrder } from '../../domain/orders/one-time-order.js';
import type { OneTimeOrderRepository } from '../../domain/ports.js';
import type { Holding } from '../../domain/stock/phone-number.js';
import { createWithNumber, dueRecords } from './allocation.js';
import { conditionFailedOn, transactWrite, type TableClient, type TransactItems } from './document-client.js';
import { deleteDue, putDue } from './due-items.js';
import { markRouted } from './inbound-sms-entity.js';
import {
  ORDER_CODE_FIELDS,
  ORDER_OTHER_MESSAGES_FIELDS,
  ORDER_SK_PREFIX,
  orderFromItem,
  orderKey,
  orderToItem,
} from './one-time-order-entity.js';
import { ownerPk } from './owner-key.js';
import { destroyNumber } from './phone-number-entity.js';
import { queryPrefix } from './queries.js';
import { salesCounterUpdates } from './sales-counter-entity.js';
import { ledgerWrite } from './wallet-repository.js';

const holding = (order: OneTimeOrder): Holding => ({ kind: 'oneTime', owner: order.owner, id: order.id });

export function createOneTimeOrderRepository(table: TableClient): OneTimeOrderRepository {
  const { doc, tableName } = table;

  /** Writes the order's change (item 0) with the SMS marked routed (item 1); false when either had moved on. */
  async function routeWrite(items: TransactItems): Promise<boolean> {
    try {
      await transactWrite(doc, items);
      return true;
    } catch (error) {
      const [orderChange, routed] = items;
      if (conditionFailedOn(error, orderChange!) || conditionFailedOn(error, routed!)) return false;
      throw error;
    }
  }

  return {
    create(order, settlement, now) {
      const record = { item: orderToItem(order), number: order.phoneNumber, holder: holding(order) };
      return createWithNumber(table, { ...record, dueJob: 'orderExpiry', dueAt: order.expiresAt }, settlement, now);
    },

    async list(owner) {
      return (await queryPrefix(table, ownerPk(owner), ORDER_SK_PREFIX, 'newestFirst')).map(orderFromItem);
    },

    async find(owner, id) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: orderKey(owner, id), ConsistentRead: true }),
      );
      return Item ? orderFromItem(Item) : null;
    },

    async cancel(order, refund, now) {
      const ledger = ledgerWrite(tableName, refund ? [refund] : [], now);
      const key = orderKey(order.owner, order.id);
      const cancelled = {
        Update: {
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET #status = :cancelled, endedAt = :now, refund = :refund',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':cancelled': 'cancelled',
            ':pending': 'pending',
            ':now': now.toISOString(),
            ':refund': refund ? 'wallet' : 'support',
          },
        },
      };
      try {
        await transactWrite(doc, [
          cancelled,
          ...ledger.items,
          ...destroyNumber(tableName, order.phoneNumber, holding(order), now),
          deleteDue(tableName, 'orderExpiry', order.expiresAt, key),
          // The money goes back (or is owed by support): the sale is taken off its day and the totals.
          ...salesCounterUpdates(
            tableName,
            { kind: 'oneTime', amountCents: order.priceCents, soldAt: order.createdAt },
            'refund',
          ),
        ]);
        return true;
      } catch (error) {
        if (conditionFailedOn(error, cancelled) || ledger.failure(error) === 'duplicate') return false;
        throw error;
      }
    },

    async complete(order, sms, codeRemovalAt, now) {
      const key = orderKey(order.owner, order.id);
      const removeAt = codeRemovalAt.toISOString();
      return routeWrite([
        {
          Update: {
            TableName: tableName,
            Key: key,
            UpdateExpression:
              'SET #status = :completed, code = :code, smsText = :text, smsFrom = :from, receivedAt = :receivedAt, endedAt = :now',
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':completed': 'completed',
              ':pending': 'pending',
              ':code': sms.code,
              ':text': sms.body,
              ':from': sms.from,
              ':receivedAt': sms.receivedAt,
              ':now': now.toISOString(),
            },
          },
        },
        markRouted(tableName, sms, holding(order), sms.code),
        ...destroyNumber(tableName, order.phoneNumber, holding(order), now),
        deleteDue(tableName, 'orderExpiry', order.expiresAt, key),
        putDue(tableName, 'codeRemoval', removeAt, key, ORDER_CODE_FIELDS),
      ]);
    },

    async keepMessage(order, message, sms, removalAt) {
      const key = orderKey(order.owner, order.id);
      return routeWrite([
        {
          Update: {
            TableName: tableName,
            Key: key,
            UpdateExpression: 'SET otherMessages = list_append(if_not_exists(otherMessages, :none), :message)',
            ConditionExpression:
              '#status = :pending AND (attribute_not_exists(otherMessages) OR size(otherMessages) < :max)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':none': [],
              ':message': [message],
              ':pending': 'pending',
              ':max': ORDER_OTHER_MESSAGES_MAX,
            },
          },
        },
        markRouted(tableName, sms, holding(order), sms.code),
        putDue(tableName, 'codeRemoval', removalAt.toISOString(), key, ORDER_OTHER_MESSAGES_FIELDS),
      ]);
    },

    expired(now) {
      return dueRecords(table, 'orderExpiry', now, orderFromItem, (order) => order.status === 'pending');
    },
  };
}
