// One-time orders: each change is one transaction with the money, the number, the counters and the timers it moves.

import { ORDER_OTHER_MESSAGES_MAX, type OneTimeOrder } from '../../domain/orders/one-time-order.js';
import type { OneTimeOrderRepository } from '../../domain/orders/ports.js';
import type { Holding } from '../../domain/stock/phone-number.js';
import { createWithNumber, dueRecords } from './allocation.js';
import { conditionFailedOn, transactWrite, type TableClient, type TransactItems } from './document-client.js';
import { deleteRecordDue } from './due-items.js';
import { markRouted } from './inbound-sms-entity.js';
import { getItem, transactIfHeldOn, updateIf, updateOf } from './item-commands.js';
import { ORDER_SK_PREFIX, orderFromItem, orderKey, orderToItem } from './one-time-order-entity.js';
import { ownerPk } from './owner-key.js';
import { auditEntryWrite } from './audit-entry-entity.js';
import { destroyNumber } from './phone-number-entity.js';
import { queryPrefix } from './queries.js';
import { salesCounterUpdates } from './sales-counter-entity.js';
import { ledgerWrite } from './wallet-repository.js';
import { outboxPuts } from './outbox-entity.js';
import { owedFixUpdate } from './owed-refund-entity.js';
import { webhookDeliveryPuts } from './webhook-delivery-entity.js';

/** The order's number is still its own after a code (`windowClosedAt` is stored as null until it is closed). */
const WINDOW_OPEN = '(attribute_not_exists(windowClosedAt) OR windowClosedAt = :none)';

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

    async find(owner, id, consistency = 'strong') {
      const item = await getItem(table, orderKey(owner, id), consistency);
      return item ? orderFromItem(item) : null;
    },

    async cancel(order, refund, now, outbox, audit) {
      const ledger = ledgerWrite(tableName, refund ? [refund] : [], now);
      const key = orderKey(order.owner, order.id);
      const cancelled = updateOf(tableName, key, {
        UpdateExpression: 'SET #status = :cancelled, endedAt = :now, refund = :refund',
        // One waiting for another SMS has had its code: it is not refunded (docs/decisions/030 "Another SMS").
        ConditionExpression: '#status = :pending AND (attribute_not_exists(code) OR code = :none)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':cancelled': 'cancelled',
          ':pending': 'pending',
          ':none': null,
          ':now': now.toISOString(),
          ':refund': refund ? 'wallet' : 'support',
        },
      });
      try {
        await transactWrite(doc, [
          cancelled,
          ...ledger.items,
          ...destroyNumber(tableName, order.phoneNumber, holding(order), now),
          deleteRecordDue(tableName, 'orderExpiry', order.expiresAt, order.id),
          // The money goes back (or is owed by support): the sale is taken off its day and the totals.
          ...salesCounterUpdates(
            tableName,
            { kind: 'oneTime', amountCents: order.priceCents, soldAt: order.createdAt },
            'refund',
          ),
          ...outboxPuts(tableName, outbox),
          ...(audit ? [auditEntryWrite(tableName, audit)] : []),
          // An anonymous buyer has no wallet: what they paid is owed to them from now on (docs/decisions/063).
          ...(order.owner.kind === 'anonymous' && !refund
            ? [
                owedFixUpdate(
                  tableName,
                  { orderId: order.owner.orderId, owedCents: order.priceCents, reason: 'no_code' },
                  now,
                ),
              ]
            : []),
        ]);
        return true;
      } catch (error) {
        if (conditionFailedOn(error, cancelled) || ledger.failure(error) === 'duplicate') return false;
        throw error;
      }
    },

    async refund(order, refund, now, outbox, audit) {
      const ledger = ledgerWrite(tableName, [refund], now);
      const refunded = updateOf(tableName, orderKey(order.owner, order.id), {
        UpdateExpression: 'SET refund = :wallet',
        // Once: a cancelled order was refunded already, and one still waiting without a code is cancelled instead.
        ConditionExpression:
          '(attribute_not_exists(refund) OR refund = :none) AND ' +
          '(#status = :completed OR (#status = :pending AND attribute_type(code, :string)))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':wallet': 'wallet',
          ':none': null,
          ':completed': 'completed',
          ':pending': 'pending',
          ':string': 'S',
        },
      });
      try {
        await transactWrite(doc, [
          refunded,
          ...ledger.items,
          // The money goes back: the sale is taken off its day and the totals, as a cancellation's is.
          ...salesCounterUpdates(
            tableName,
            { kind: 'oneTime', amountCents: order.priceCents, soldAt: order.createdAt },
            'refund',
          ),
          ...outboxPuts(tableName, outbox),
          auditEntryWrite(tableName, audit),
        ]);
        return true;
      } catch (error) {
        if (conditionFailedOn(error, refunded) || ledger.failure(error) === 'duplicate') return false;
        throw error;
      }
    },

    async complete(order, sms, now, from, webhooks = [], audit) {
      const key = orderKey(order.owner, order.id);
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
        // The number stays the order's until its window closes, for another SMS (docs/decisions/030 "Another SMS").
        // The code leaves the order with the SMS's own removal (docs/decisions/035 "SMS"): no timer of its own.
        markRouted(tableName, sms, holding(order), sms.code, from),
        ...webhookDeliveryPuts(tableName, webhooks),
        ...(audit ? [auditEntryWrite(tableName, audit)] : []),
      ]);
    },

    retry(order, now) {
      return updateIf(table, orderKey(order.owner, order.id), {
        UpdateExpression: 'SET #status = :pending REMOVE endedAt',
        ConditionExpression: `#status = :completed AND expiresAt > :now AND ${WINDOW_OPEN}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':completed': 'completed',
          ':now': now.toISOString(),
          ':none': null,
        },
      });
    },

    async closeWindow(order, now) {
      const key = orderKey(order.owner, order.id);
      const closed = updateOf(tableName, key, {
        // One waiting for another SMS ends with the code it has.
        UpdateExpression: 'SET #status = :completed, windowClosedAt = :now, endedAt = if_not_exists(endedAt, :now)',
        ConditionExpression: `#status = :status AND attribute_type(code, :string) AND ${WINDOW_OPEN}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':completed': 'completed',
          ':status': order.status,
          ':now': now.toISOString(),
          ':string': 'S',
          ':none': null,
        },
      });
      return transactIfHeldOn(
        table,
        [
          closed,
          ...destroyNumber(tableName, order.phoneNumber, holding(order), now),
          deleteRecordDue(tableName, 'orderExpiry', order.expiresAt, order.id),
        ],
        [closed],
      );
    },

    async keepMessage(order, message, sms) {
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
        // The message leaves the order with the SMS's own removal (docs/decisions/035 "SMS").
        markRouted(tableName, sms, holding(order), sms.code),
      ]);
    },

    expired(now) {
      // A completed order still holds its number until its window closes (docs/decisions/030 "Another SMS").
      return dueRecords(table, 'orderExpiry', now, orderFromItem, (order) => order.status !== 'cancelled');
    },
  };
}
