// Payment notifications (IPNs) stored raw, once, with what became of them; the held ones listed for operators.

import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { auditEntryWrite } from './audit-entry-entity.js';
import type { NotificationStatus } from '../../domain/payments/notification.js';
import type { HeldPayment, NotificationRepository } from '../../domain/payments/ports.js';
import { conditionFailedOn, transactWrite, type TableClient, type TransactItems } from './document-client.js';
import { conditionHeld, getItem, putNew, transactIfHeldOn } from './item-commands.js';
import { outboxPuts } from './outbox-entity.js';
import { owedFixUpdate, owedPaidByNote, owedRaise } from './owed-refund-entity.js';
import { paymentKey } from './payment-entity.js';
import {
  HELD_NOTIFICATIONS_GSI_PK,
  notificationFromItem,
  notificationKey,
  notificationToItem,
  paymentNoticesGsiPk,
  resolvedNotificationUpdate,
} from './payment-notification-entity.js';
import { queryIndexPage } from './queries.js';
import { ledgerWrite } from './wallet-repository.js';

/** A payment's story shows at most this many of its notices: providers send a handful. */
const PAYMENT_NOTICES_MAX = 100;

/** A notification's new status; only held ones enter gsi1 (a sparse index), where operators list them newest first. */
function markUpdate(tableName: string, id: string, status: NotificationStatus, reason: string | null) {
  const held = status === 'held';
  return {
    TableName: tableName,
    Key: notificationKey(id),
    UpdateExpression: `SET #status = :status, reason = :reason${held ? ', gsi1pk = :held, gsi1sk = receivedAt' : ''}`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':status': status,
      ':reason': reason,
      ...(held ? { ':held': HELD_NOTIFICATIONS_GSI_PK } : {}),
    },
  };
}

/** The money of a payment held for an operator, recorded on it (docs/decisions/038). */
function heldMoneyUpdate(tableName: string, payment: HeldPayment): TransactItems[number] {
  return {
    Update: {
      TableName: tableName,
      Key: paymentKey(payment.id),
      UpdateExpression: 'SET heldCents = :held',
      ConditionExpression: payment.firstHold
        ? 'attribute_exists(pk) AND (attribute_not_exists(heldCents) OR heldCents = :nothing)'
        : 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':held': payment.heldCents, ...(payment.firstHold ? { ':nothing': 0 } : {}) },
    },
  };
}

export function createNotificationRepository(table: TableClient): NotificationRepository {
  const { doc, tableName } = table;
  return {
    async save(notification) {
      return (await putNew(table, notificationToItem(notification))) ? 'new' : 'seen';
    },

    async find(id) {
      const item = await getItem(table, notificationKey(id), 'strong');
      return item ? notificationFromItem(item) : null;
    },

    async mark(id, status, reason) {
      await doc.send(new UpdateCommand(markUpdate(tableName, id, status, reason)));
    },

    async hold(id, reason, payment, outbox = []) {
      // An operator's resolution is final: a late hold of the same notification (a redelivery) leaves it alone; one
      // that writes an email leaves a held one alone too, so that the email is written once.
      const marked = markUpdate(tableName, id, 'held', reason);
      const notification = {
        ...marked,
        ConditionExpression: outbox.length > 0 ? 'NOT #status IN (:resolved, :heldStatus)' : '#status <> :resolved',
        ExpressionAttributeValues: {
          ...marked.ExpressionAttributeValues,
          ':resolved': 'resolved',
          ...(outbox.length > 0 ? { ':heldStatus': 'held' } : {}),
        },
      };
      if (!payment) {
        return conditionHeld(doc.send(new UpdateCommand(notification)));
      }
      const owed = payment.owed;
      const items: TransactItems = [
        { Update: notification },
        heldMoneyUpdate(tableName, payment),
        ...outboxPuts(tableName, outbox),
        ...(owed ? [owedFixUpdate(tableName, { ...owed, owedCents: payment.heldCents }, owed.at)] : []),
      ];
      // A first hold that finds money held already (a concurrent hold of the payment's other notice won) holds nothing.
      const wrote = await transactIfHeldOn(table, items, payment.firstHold ? [items[0]!, items[1]!] : [items[0]!]);
      // More money after the end, while the buyer has not taken what was owed: they are owed all of it.
      if (wrote && owed)
        await conditionHeld(doc.send(new UpdateCommand(owedRaise(tableName, owed.orderId, payment.heldCents))));
      return wrote;
    },

    async link(id, paymentId) {
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: notificationKey(id),
          UpdateExpression: 'SET gsi2pk = :payment, gsi2sk = receivedAt',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':payment': paymentNoticesGsiPk(paymentId) },
        }),
      );
    },

    async forPayment(paymentId) {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :payment',
          ExpressionAttributeValues: { ':payment': paymentNoticesGsiPk(paymentId) },
          Limit: PAYMENT_NOTICES_MAX,
        }),
      );
      return Items.map(notificationFromItem);
    },

    async held(request) {
      const { items, nextCursor } = await queryIndexPage(table, HELD_NOTIFICATIONS_GSI_PK, request);
      return { items: items.map(notificationFromItem), nextCursor };
    },

    async resolve(id, resolution, credit, now, audit, settlesOwed) {
      const notification: TransactItems[number] = resolvedNotificationUpdate(tableName, id, resolution);
      const payment: TransactItems[number] | null = credit && {
        Update: {
          TableName: tableName,
          Key: paymentKey(credit.payment.id),
          UpdateExpression: 'SET creditedCents = :credited, heldCents = :held, updatedAt = :now',
          ConditionExpression: 'creditedCents = :read',
          ExpressionAttributeValues: {
            ':credited': credit.creditedCents,
            ':held': credit.heldCents,
            ':read': credit.payment.creditedCents,
            ':now': now.toISOString(),
          },
        },
      };
      const ledger = credit ? ledgerWrite(tableName, [credit.entry], now) : null;
      const owed = settlesOwed ? owedPaidByNote(tableName, settlesOwed, now) : null;
      try {
        await transactWrite(doc, [
          notification,
          ...(payment ? [payment] : []),
          ...(owed ? [owed] : []),
          ...(ledger?.items ?? []),
          auditEntryWrite(tableName, audit),
        ]);
        return 'resolved';
      } catch (error) {
        if (conditionFailedOn(error, notification)) return 'alreadyResolved';
        if ((payment && conditionFailedOn(error, payment)) || ledger?.failure(error)) return 'stale';
        if (owed && conditionFailedOn(error, owed)) return 'stale';
        throw error;
      }
    },
  };
}
