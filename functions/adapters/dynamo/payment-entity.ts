// The Payment item (entity version 1): keyed by the id sent to the provider; a member's also listed on gsi1; once the
// provider has named it, found by the provider's reference on gsi2 (docs/decisions/051).

import type { Payment } from '../../domain/payments/payment.js';
import { entityItem, soleItemKey, storedFields } from './entity-item.js';

export const paymentKey = (id: string) => soleItemKey('PAYMENT', id);

/** The gsi2 key that finds a payment by the provider's reference (CoinPayments `txn_id`, NOWPayments invoice id). */
export const providerRefIndexKey = (providerRef: string) => ({
  gsi2pk: `PAYMENTREF#${providerRef}`,
  gsi2sk: 'PAYMENT',
});

export function paymentToItem(payment: Payment) {
  return entityItem(
    'Payment',
    {
      ...paymentKey(payment.id),
      ...(payment.userId ? { gsi1pk: `USERPAYMENTS#${payment.userId}`, gsi1sk: payment.createdAt } : {}),
      ...(payment.providerRef ? providerRefIndexKey(payment.providerRef) : {}),
    },
    payment,
  );
}

export function paymentFromItem(item: Record<string, any>): Payment {
  const fields = storedFields<Payment>(item);
  return {
    ...fields.as('id', 'provider', 'purpose', 'amountCents', 'currency', 'coin', 'status', 'creditedCents'),
    ...fields.as('createdAt', 'updatedAt'),
    ...fields.orNull('userId', 'orderId', 'providerRef', 'checkoutUrl', 'cryptoAddress', 'cryptoAmount'),
    ...fields.orNull('providerDeadline', 'renewal'),
    heldCents: (item.heldCents as number | undefined) ?? 0,
  };
}

/**
 * A completed renewal payment marked spent on its lease's renewal, in the renewal's transaction; its condition refuses
 * a second spending (a replayed notice, a second delivery of its event) (docs/decisions/062).
 */
export function paymentSpentOnRenewal(tableName: string, paymentId: string, now: Date) {
  return {
    Update: {
      TableName: tableName,
      Key: paymentKey(paymentId),
      UpdateExpression: 'SET renewal.renewedAt = :now, updatedAt = :now',
      ConditionExpression: '#status = :completed AND purpose = :renewal AND attribute_type(renewal.renewedAt, :null)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ':completed': 'completed',
        ':renewal': 'lease_renewal',
        ':null': 'NULL',
      },
    },
  };
}
