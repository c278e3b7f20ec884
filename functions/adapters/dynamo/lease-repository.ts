// Leases and their inboxes: renting, messages, renewal, the grace, expiry and cancellation are each one transaction
// with the number and the timers.

import type { LeaseStatus } from '../../../shared/schemas/orders.js';
import type { AuditEntry } from '../../domain/audit/audit-entry.js';
import { graceEndsAt, type Lease } from '../../domain/leases/lease.js';
import { leaseReminderAt } from '../../domain/leases/lease-reminder.js';
import type { LeaseRepository } from '../../domain/leases/ports.js';
import type { Holding } from '../../domain/stock/phone-number.js';
import { createWithNumber, dueRecords } from './allocation.js';
import { auditEntryWrite } from './audit-entry-entity.js';
import { conditionFailedOn, transactWrite, type TableClient } from './document-client.js';
import { dueKey } from './due-entity.js';
import { deleteDue, deleteRecordDue, putDue, putRecordDue } from './due-items.js';
import { markRouted } from './inbound-sms-entity.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionHeld, getItem, transactIfHeldOn, updateOf } from './item-commands.js';
import {
  LEASE_MESSAGE_SK_PREFIX,
  LEASE_SK_PREFIX,
  inboxPk,
  leaseFromItem,
  leaseKey,
  leaseMessageFromItem,
  leaseMessageToItem,
  leaseToItem,
} from './lease-entity.js';
import { ownerPk } from './owner-key.js';
import { destroyNumber } from './phone-number-entity.js';
import { queryPrefix } from './queries.js';
import { leaseEndedCounterUpdate, renewalCounterUpdates } from './sales-counter-entity.js';
import { outboxPuts, writeWithOutbox } from './outbox-entity.js';
import { paymentSpentOnRenewal } from './payment-entity.js';
import { ledgerWrite } from './wallet-repository.js';
import { webhookDeliveryPuts } from './webhook-delivery-entity.js';

const holding = (lease: Lease): Holding => ({ kind: 'lease', owner: lease.owner, id: lease.id });

/** The condition of a lease that still holds its number: running, or in its grace (docs/decisions/062). */
const HOLDING = {
  ConditionExpression: '#status IN (:active, :grace)',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':active': 'active', ':grace': 'grace' },
};

export function createLeaseRepository(table: TableClient): LeaseRepository {
  const { doc, tableName } = table;

  /**
   * Active or in its grace to `status`, its number destroyed and its timers gone; false when the lease no longer held
   * its number.
   */
  async function end(
    lease: Lease,
    status: Exclude<LeaseStatus, 'active' | 'grace'>,
    now: Date,
    audit?: AuditEntry,
  ): Promise<boolean> {
    const key = leaseKey(lease.owner, lease.id);
    const ending = updateOf(tableName, key, {
      ...HOLDING,
      UpdateExpression: 'SET #status = :ended',
      ConditionExpression: `${HOLDING.ConditionExpression} AND endDate = :end`,
      ExpressionAttributeValues: { ...HOLDING.ExpressionAttributeValues, ':ended': status, ':end': lease.endDate },
    });
    return transactIfHeldOn(
      table,
      [
        ending,
        ...destroyNumber(tableName, lease.phoneNumber, holding(lease), now),
        deleteRecordDue(tableName, 'leaseExpiry', lease.endDate, lease.id),
        deleteDue(tableName, 'leaseReminder', leaseReminderAt(lease), key),
        deleteDue(tableName, 'leaseGrace', graceEndsAt(lease), key),
        leaseEndedCounterUpdate(tableName),
        ...(audit ? [auditEntryWrite(tableName, audit)] : []),
      ],
      [ending],
    );
  }

  return {
    create(lease, settlement, now) {
      const record = { item: leaseToItem(lease), number: lease.phoneNumber, holder: holding(lease) };
      const reminder = { job: 'leaseReminder' as const, at: leaseReminderAt(lease) };
      return createWithNumber(
        table,
        { ...record, dueJob: 'leaseExpiry', dueAt: lease.endDate, alsoDue: [reminder] },
        settlement,
        now,
      );
    },

    async list(owner) {
      return (await queryPrefix(table, ownerPk(owner), LEASE_SK_PREFIX, 'newestFirst')).map(leaseFromItem);
    },

    async find(owner, id, consistency = 'strong') {
      const item = await getItem(table, leaseKey(owner, id), consistency);
      return item ? leaseFromItem(item) : null;
    },

    async messages(lease) {
      return (await queryPrefix(table, inboxPk(lease.id), LEASE_MESSAGE_SK_PREFIX, 'newestFirst')).map(
        leaseMessageFromItem,
      );
    },

    async addMessage(lease, message, sms, outbox, webhooks = []) {
      const count = {
        Update: {
          TableName: tableName,
          Key: leaseKey(lease.owner, lease.id),
          ...HOLDING,
          UpdateExpression: 'ADD messageCount :one',
          ExpressionAttributeValues: { ...HOLDING.ExpressionAttributeValues, ':one': 1 },
        },
      };
      const routed = markRouted(tableName, sms, holding(lease), message.code);
      const stored = {
        Put: {
          TableName: tableName,
          Item: leaseMessageToItem(message),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      };
      try {
        await transactWrite(doc, [
          count,
          routed,
          // Its code and text leave with the SMS's own removal (docs/decisions/035 "SMS"): no timer of its own.
          stored,
          ...outboxPuts(tableName, outbox),
          ...webhookDeliveryPuts(tableName, webhooks),
        ]);
        return true;
      } catch (error) {
        // The lease ended, the SMS was routed already, or the message is stored already: nothing to add.
        if ([count, routed, stored].some((item) => conditionFailedOn(error, item))) return false;
        throw error;
      }
    },

    async renew(lease, { endDate, paidBy, webhooks, outbox }, now) {
      const key = leaseKey(lease.owner, lease.id);
      const moving = updateOf(tableName, key, {
        ...HOLDING,
        UpdateExpression:
          'SET endDate = :new, #status = :active, renewals = if_not_exists(renewals, :none) + :one ' +
          'REMOVE autoRenewFailedAt',
        ConditionExpression: `${HOLDING.ConditionExpression} AND endDate = :old`,
        ExpressionAttributeValues: {
          ...HOLDING.ExpressionAttributeValues,
          ':new': endDate,
          ':old': lease.endDate,
          ':none': 0,
          ':one': 1,
        },
      });
      // With its reference marker: the receipt finds the debit by it, and a second debit of one end is refused. A
      // payment is spent once: its renewal is recorded on it, and a second spending of it is refused.
      const paid = paidBy.kind === 'wallet' ? ledgerWrite(tableName, [paidBy.debit], now) : null;
      const spending = paidBy.kind === 'payment' ? paymentSpentOnRenewal(tableName, paidBy.paymentId, now) : null;
      const amountCents = paidBy.kind === 'wallet' ? paidBy.debit.amountCents : paidBy.amountCents;
      const renewed = { endDate };
      try {
        await transactWrite(doc, [
          moving,
          ...(paid ? paid.items : []),
          ...(spending ? [spending] : []),
          // The end's timer moves (in its grace the lease has none, and the delete finds nothing); so do the
          // reminder's and the grace's.
          deleteRecordDue(tableName, 'leaseExpiry', lease.endDate, lease.id),
          putRecordDue(tableName, 'leaseExpiry', endDate, key, lease.id),
          deleteDue(tableName, 'leaseReminder', leaseReminderAt(lease), key),
          putDue(tableName, 'leaseReminder', leaseReminderAt(renewed), key),
          deleteDue(tableName, 'leaseGrace', graceEndsAt(lease), key),
          ...renewalCounterUpdates(tableName, amountCents, now),
          ...outboxPuts(tableName, outbox),
          ...webhookDeliveryPuts(tableName, webhooks),
        ]);
        return 'renewed';
      } catch (error) {
        if (spending && conditionFailedOn(error, spending)) return 'duplicate';
        if (conditionFailedOn(error, moving)) return 'moved';
        const failure = paid?.failure(error);
        if (failure) return failure;
        throw error;
      }
    },

    setAutoRenew(lease, on) {
      return conditionHeld(
        doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: leaseKey(lease.owner, lease.id),
            ...HOLDING,
            UpdateExpression: on ? 'SET autoRenew = :on' : 'SET autoRenew = :on REMOVE autoRenewFailedAt',
            ExpressionAttributeValues: { ...HOLDING.ExpressionAttributeValues, ':on': on },
          }),
        ),
      );
    },

    autoRenewFailed(lease, outbox, now) {
      const marking = updateOf(tableName, leaseKey(lease.owner, lease.id), {
        ...HOLDING,
        UpdateExpression: 'SET autoRenewFailedAt = :now',
        ConditionExpression: `${HOLDING.ConditionExpression} AND endDate = :end`,
        ExpressionAttributeValues: { ...HOLDING.ExpressionAttributeValues, ':now': now.toISOString(), ':end': lease.endDate },
      });
      // It takes the reminder, so two runs write one failure and one email.
      const claim = {
        Delete: {
          TableName: tableName,
          Key: dueKey('leaseReminder', leaseReminderAt(lease), leaseKey(lease.owner, lease.id)),
          ConditionExpression: 'attribute_exists(pk)',
        },
      };
      return transactIfHeldOn(table, [marking, claim, ...outboxPuts(tableName, outbox)], [marking, claim]);
    },

    startGrace(lease) {
      const key = leaseKey(lease.owner, lease.id);
      const graced = updateOf(tableName, key, {
        UpdateExpression: 'SET #status = :grace',
        ConditionExpression: '#status = :active AND endDate = :end',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':grace': 'grace', ':active': 'active', ':end': lease.endDate },
      });
      // The number stays allocated to the lease: held, not destroyed, not sold, until the grace ends.
      return transactIfHeldOn(
        table,
        [
          graced,
          deleteRecordDue(tableName, 'leaseExpiry', lease.endDate, lease.id),
          putDue(tableName, 'leaseGrace', graceEndsAt(lease), key),
        ],
        [graced],
      );
    },

    expire: (lease, now) => end(lease, 'expired', now),

    cancel: (lease, now, audit) => end(lease, 'cancelled', now, audit),

    async resend(outbox, audit) {
      await transactWrite(doc, [...outboxPuts(tableName, outbox), auditEntryWrite(tableName, audit)]);
    },

    ended(now) {
      return dueRecords(table, 'leaseExpiry', now, leaseFromItem, (lease) => lease.status === 'active');
    },

    graceOver(now) {
      return dueRecords(table, 'leaseGrace', now, leaseFromItem, (lease) => lease.status === 'grace');
    },

    endingSoon(now) {
      return dueRecords(table, 'leaseReminder', now, leaseFromItem, (lease) => lease.status === 'active');
    },

    claimReminder(lease, outbox) {
      const claim = {
        TableName: tableName,
        Key: dueKey('leaseReminder', leaseReminderAt(lease), leaseKey(lease.owner, lease.id)),
        ConditionExpression: 'attribute_exists(pk)',
      };
      return conditionHeld(writeWithOutbox(table, { Delete: claim }, outbox));
    },
  };
}
