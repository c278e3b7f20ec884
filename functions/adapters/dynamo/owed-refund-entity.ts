// The OwedRefund item (entity version 1): what an anonymous order owes its buyer (docs/decisions/063), keyed by the
// order's id, listed for operators in gsi1 (partition `REFUND#OWED`, sorted by when it became owed).

import type { OwedFix, OwedRefund } from '../../domain/refunds/owed-refund.js';
import type { TransactItems } from './document-client.js';
import { soleItemKey, storedFields } from './entity-item.js';

export const owedRefundKey = (orderId: string) => soleItemKey('REFUND', orderId);
export const OWED_REFUNDS_GSI_PK = 'REFUND#OWED';

/**
 * Fixes the amount when the order ends owing money, in the ending's own transaction. Every field is set only if it is
 * not there yet, so the write never fails its transaction and the first ending's amount is the one kept (a repeated
 * hold of the same money, or a later one, leaves it as it was).
 */
export function owedFixUpdate(tableName: string, fix: OwedFix, now: Date): TransactItems[number] {
  const fields = {
    entity: 'OwedRefund',
    version: 1,
    orderId: fix.orderId,
    owedCents: fix.owedCents,
    reason: fix.reason,
    state: 'owed',
    owedAt: now.toISOString(),
    claimedBy: null,
    settledAt: null,
    gsi1pk: OWED_REFUNDS_GSI_PK,
    gsi1sk: now.toISOString(),
  };
  const names = Object.keys(fields);
  return {
    Update: {
      TableName: tableName,
      Key: owedRefundKey(fix.orderId),
      UpdateExpression: `SET ${names.map((name, i) => `#f${i} = if_not_exists(#f${i}, :v${i})`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(Object.values(fields).map((value, i) => [`:v${i}`, value])),
    },
  };
}

/**
 * Raises a still-owed amount to what its payment now holds (money that arrived after the end, after a first hold);
 * once the buyer has taken what was owed, the rest stays held for an operator.
 */
export function owedRaise(tableName: string, orderId: string, heldCents: number) {
  return {
    TableName: tableName,
    Key: owedRefundKey(orderId),
    UpdateExpression: 'SET owedCents = :held',
    ConditionExpression: '#state = :owed AND owedCents < :held',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':held': heldCents, ':owed': 'owed' },
  };
}

/** An operator's refund made off the platform: still owed (or failed) to paid, in the resolve's transaction. */
export function owedPaidByNote(tableName: string, orderId: string, now: Date): TransactItems[number] {
  return {
    Update: {
      TableName: tableName,
      Key: owedRefundKey(orderId),
      UpdateExpression: 'SET #state = :paid, settledAt = :now',
      ConditionExpression: '#state IN (:owed, :failed)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':paid': 'paid', ':now': now.toISOString(), ':owed': 'owed', ':failed': 'failed' },
    },
  };
}

export function owedRefundFromItem(item: Record<string, unknown>): OwedRefund {
  const fields = storedFields<OwedRefund>(item);
  return {
    ...fields.as('orderId', 'owedCents', 'reason', 'state', 'owedAt'),
    ...fields.orNull('claimedBy', 'settledAt', 'payoutId'),
  };
}
