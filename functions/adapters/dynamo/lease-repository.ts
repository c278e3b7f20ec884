// Leases and their inboxes: renting, messages and expiry are each one transaction with the number and the timers.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Lease } from '../../domain/leases/lease.js';
import type { LeaseRepository } from '../../domain/ports.js';
import type { Holding } from '../../domain/stock/phone-number.js';
import { createWithNumber, dueRecords } from './allocation.js';
import { conditionFailedOn, transactWrite, type TableClient } from './document-client.js';
import { deleteDue, putDue } from './due-items.js';
import { markRouted } from './inbound-sms-entity.js';
import {
  LEASE_MESSAGE_CODE_FIELDS,
  LEASE_MESSAGE_SK_PREFIX,
  LEASE_SK_PREFIX,
  inboxPk,
  leaseFromItem,
  leaseKey,
  leaseMessageFromItem,
  leaseMessageKey,
  leaseMessageToItem,
  leaseToItem,
} from './lease-entity.js';
import { ownerPk } from './owner-key.js';
import { destroyNumber } from './phone-number-entity.js';
import { queryPrefix } from './queries.js';
import { leaseEndedCounterUpdate } from './sales-counter-entity.js';

const holding = (lease: Lease): Holding => ({ kind: 'lease', owner: lease.owner, id: lease.id });

export function createLeaseRepository(table: TableClient): LeaseRepository {
  const { doc, tableName } = table;

  return {
    create(lease, settlement, now) {
      const record = { item: leaseToItem(lease), number: lease.phoneNumber, holder: holding(lease) };
      return createWithNumber(table, { ...record, dueJob: 'leaseExpiry', dueAt: lease.endDate }, settlement, now);
    },

    async list(owner) {
      return (await queryPrefix(table, ownerPk(owner), LEASE_SK_PREFIX, 'newestFirst')).map(leaseFromItem);
    },

    async find(owner, id) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: leaseKey(owner, id), ConsistentRead: true }),
      );
      return Item ? leaseFromItem(Item) : null;
    },

    async messages(lease) {
      return (await queryPrefix(table, inboxPk(lease.id), LEASE_MESSAGE_SK_PREFIX, 'newestFirst')).map(
        leaseMessageFromItem,
      );
    },

    async addMessage(lease, message, sms, codeRemovalAt) {
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
          stored,
          putDue(
            tableName,
            'codeRemoval',
            codeRemovalAt.toISOString(),
            leaseMessageKey(message),
            LEASE_MESSAGE_CODE_FIELDS,
          ),
        ]);
        return true;
      } catch (error) {
        // The lease ended, the SMS was routed already, or the message is stored already: nothing to add.
        if ([count, routed, stored].some((item) => conditionFailedOn(error, item))) return false;
        throw error;
      }
    },

    async expire(lease, now) {
      const key = leaseKey(lease.owner, lease.id);
      const expiry = {
        Update: {
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET #status = :expired',
          ConditionExpression: '#status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':expired': 'expired', ':active': 'active' },
        },
      };
      try {
        await transactWrite(doc, [
          expiry,
          ...destroyNumber(tableName, lease.phoneNumber, holding(lease), now),
          deleteDue(tableName, 'leaseExpiry', lease.endDate, key),
          leaseEndedCounterUpdate(tableName),
        ]);
        return true;
      } catch (error) {
        if (conditionFailedOn(error, expiry)) return false;
        throw error;
      }
    },

    ended(now) {
      return dueRecords(table, 'leaseExpiry', now, leaseFromItem, (lease) => lease.status === 'active');
    },
  };
}
