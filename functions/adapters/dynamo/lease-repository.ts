// Leases and their inboxes: renting, messages, expiry and cancellation are each one transaction with the number and
// the timers.

import type { LeaseStatus } from '../../../shared/schemas/orders.js';
import type { AuditEntry } from '../../domain/audit/audit-entry.js';
import type { Lease } from '../../domain/leases/lease.js';
import { leaseReminderAt } from '../../domain/leases/lease-reminder.js';
import type { LeaseRepository } from '../../domain/leases/ports.js';
import type { Holding } from '../../domain/stock/phone-number.js';
import { createWithNumber, dueRecords } from './allocation.js';
import { auditEntryWrite } from './audit-entry-entity.js';
import { conditionFailedOn, transactWrite, type TableClient } from './document-client.js';
import { dueKey } from './due-entity.js';
import { deleteDue, deleteRecordDue } from './due-items.js';
import { markRouted } from './inbound-sms-entity.js';
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
import { leaseEndedCounterUpdate } from './sales-counter-entity.js';
import { outboxPuts, writeWithOutbox } from './outbox-entity.js';
import { webhookDeliveryPuts } from './webhook-delivery-entity.js';

const holding = (lease: Lease): Holding => ({ kind: 'lease', owner: lease.owner, id: lease.id });

export function createLeaseRepository(table: TableClient): LeaseRepository {
  const { doc, tableName } = table;

  /** Active to `status`, its number destroyed and its expiry timer gone; false when the lease was no longer active. */
  async function end(
    lease: Lease,
    status: Exclude<LeaseStatus, 'active'>,
    now: Date,
    audit?: AuditEntry,
  ): Promise<boolean> {
    const key = leaseKey(lease.owner, lease.id);
    const ending = updateOf(tableName, key, {
      UpdateExpression: 'SET #status = :ended',
      ConditionExpression: '#status = :active',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':ended': status, ':active': 'active' },
    });
    return transactIfHeldOn(
      table,
      [
        ending,
        ...destroyNumber(tableName, lease.phoneNumber, holding(lease), now),
        deleteRecordDue(tableName, 'leaseExpiry', lease.endDate, lease.id),
        deleteDue(tableName, 'leaseReminder', leaseReminderAt(lease), key),
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
          UpdateExpression: 'ADD messageCount :one',
          ConditionExpression: '#status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':one': 1, ':active': 'active' },
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

    expire: (lease, now) => end(lease, 'expired', now),

    cancel: (lease, now, audit) => end(lease, 'cancelled', now, audit),

    async resend(outbox, audit) {
      await transactWrite(doc, [...outboxPuts(tableName, outbox), auditEntryWrite(tableName, audit)]);
    },

    ended(now) {
      return dueRecords(table, 'leaseExpiry', now, leaseFromItem, (lease) => lease.status === 'active');
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
