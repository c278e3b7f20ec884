// Payouts in the single table (docs/decisions/064): requested with the owed amount's move to paying (and the day's
// automatic total) in one transaction, asked of the provider once, ended with the owed amount in one transaction.

import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_PAYOUT_LIMITS, payoutDay } from '../../domain/refunds/payout.js';
import type { PayoutRepository } from '../../domain/refunds/ports.js';
import { auditEntryWrite } from './audit-entry-entity.js';
import { entityItem } from './entity-item.js';
import { conditionFailedOn, transactWrite, type TableClient, type TransactItems } from './document-client.js';
import { conditionHeld, getItem, updateIf, updateOf } from './item-commands.js';
import { outboxPuts } from './outbox-entity.js';
import { owedRefundKey } from './owed-refund-entity.js';
import {
  PAYOUT_LIMITS_KEY,
  SENDING_PAYOUTS_GSI_PK,
  payoutDayKey,
  payoutFromItem,
  payoutKey,
  payoutLimitsFromItem,
  payoutToItem,
  sendingIndex,
} from './payout-entity.js';

export function createPayoutRepository(table: TableClient): PayoutRepository {
  const { doc, tableName } = table;
  const find = async (id: string) => {
    const item = await getItem(table, payoutKey(id), 'strong');
    return item ? payoutFromItem(item) : null;
  };
  return {
    async request(payout, limits) {
      const owed = updateOf(tableName, owedRefundKey(payout.orderId), {
        UpdateExpression: 'SET #state = :paying, payoutId = :payout',
        ConditionExpression: '#state IN (:owed, :failed)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':paying': 'paying', ':payout': payout.id, ':owed': 'owed', ':failed': 'failed' },
      });
      const day = limits
        ? updateOf(tableName, payoutDayKey(payoutDay(new Date(payout.requestedAt))), {
            UpdateExpression: 'SET entity = :entity, version = :version ADD autoCents :amount',
            ConditionExpression: 'attribute_not_exists(autoCents) OR autoCents <= :room',
            ExpressionAttributeValues: {
              ':entity': 'PayoutDay',
              ':version': 1,
              ':amount': payout.amountCents,
              ':room': limits.dailyMaxCents - payout.amountCents,
            },
          })
        : null;
      const put = {
        Put: { TableName: tableName, Item: payoutToItem(payout), ConditionExpression: 'attribute_not_exists(pk)' },
      };
      try {
        await transactWrite(doc, [owed, put, ...(day ? [day] : [])]);
        return 'requested';
      } catch (error) {
        if (conditionFailedOn(error, owed)) return 'taken';
        if (day && conditionFailedOn(error, day)) return 'overDaily';
        throw error;
      }
    },

    find,

    async latestFor(orderId) {
      const owed = await getItem(table, owedRefundKey(orderId), 'strong');
      return typeof owed?.payoutId === 'string' ? find(owed.payoutId) : null;
    },

    claimSend(payout, now) {
      return updateIf(table, payoutKey(payout.id), {
        UpdateExpression: 'SET asked = :unknown, askedAt = :now',
        ConditionExpression: '#state = :sending AND asked = :no',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':unknown': 'unknown',
          ':sending': 'sending',
          ':no': 'no',
          ':now': now.toISOString(),
        },
      });
    },

    async recordAnswer(payout, asked, reference) {
      // A notice may have ended it first: the answer is then only history.
      await updateIf(table, payoutKey(payout.id), {
        UpdateExpression: reference ? 'SET asked = :asked, #reference = :reference' : 'SET asked = :asked',
        ConditionExpression: '#state = :sending',
        ExpressionAttributeNames: { '#state': 'state', ...(reference ? { '#reference': 'reference' } : {}) },
        ExpressionAttributeValues: {
          ':asked': asked,
          ':sending': 'sending',
          ...(reference ? { ':reference': reference } : {}),
        },
      });
    },

    async end(payout, from, end, now, outbox, audit) {
      const at = now.toISOString();
      const sent = end.outcome === 'sent';
      const ended = updateOf(tableName, payoutKey(payout.id), {
        UpdateExpression:
          'SET #state = :state, settledAt = :now, failure = :failure, txHash = :txHash, ' +
          '#reference = :reference, reviewedBy = :reviewedBy REMOVE gsi1pk, gsi1sk',
        ConditionExpression: '#state = :from',
        ExpressionAttributeNames: { '#state': 'state', '#reference': 'reference' },
        ExpressionAttributeValues: {
          ':state': sent ? 'sent' : 'failed',
          ':now': at,
          ':failure': sent ? null : end.failure,
          ':txHash': sent ? end.txHash : null,
          ':reference': end.reference ?? payout.reference,
          ':reviewedBy': audit?.operator.name ?? payout.reviewedBy,
          ':from': from,
        },
      });
      // The owed amount is paid, or owed again (takeable): only while this payout is the one paying it.
      const owed = updateOf(tableName, owedRefundKey(payout.orderId), {
        UpdateExpression: sent ? 'SET #state = :paid, settledAt = :now' : 'SET #state = :failed',
        ConditionExpression: '#state = :paying AND payoutId = :payout',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ...(sent ? { ':paid': 'paid', ':now': at } : { ':failed': 'failed' }),
          ':paying': 'paying',
          ':payout': payout.id,
        },
      });
      const items: TransactItems = [
        ended,
        owed,
        ...outboxPuts(tableName, outbox),
        ...(audit ? [auditEntryWrite(tableName, audit)] : []),
      ];
      return conditionHeld(transactWrite(doc, items));
    },

    approve(payout, audit) {
      const approved = updateOf(tableName, payoutKey(payout.id), {
        UpdateExpression: 'SET #state = :sending, reviewedBy = :by, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk',
        ConditionExpression: '#state = :awaiting',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':by': audit.operator.name,
          ':awaiting': 'awaiting_approval',
          ...Object.fromEntries(Object.entries(sendingIndex(payout)).map(([name, value]) => [`:${name}`, value])),
        },
      });
      return conditionHeld(transactWrite(doc, [approved, auditEntryWrite(tableName, audit)]));
    },

    async sending(limit) {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': SENDING_PAYOUTS_GSI_PK },
          Limit: limit,
        }),
      );
      return Items.map(payoutFromItem);
    },

    async limits() {
      return payoutLimitsFromItem(await getItem(table, PAYOUT_LIMITS_KEY, 'strong'), DEFAULT_PAYOUT_LIMITS);
    },

    async setLimits(limits) {
      await doc.send(
        new PutCommand({ TableName: tableName, Item: entityItem('PayoutLimits', PAYOUT_LIMITS_KEY, limits) }),
      );
    },
  };
}
