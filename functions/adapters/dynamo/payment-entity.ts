// The Payment item (entity version 1): keyed by the id sent to the provider; a member's also listed on gsi1.

import type { Payment } from '../../domain/payments/payment.js';
import { entityItem, soleItemKey, storedFields } from './entity-item.js';

export const paymentKey = (id: string) => soleItemKey('PAYMENT', id);

export function paymentToItem(payment: Payment) {
  return entityItem(
    'Payment',
    {
      ...paymentKey(payment.id),
      ...(payment.userId ? { gsi1pk: `USERPAYMENTS#${payment.userId}`, gsi1sk: payment.createdAt } : {}),
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
    heldCents: (item.heldCents as number | undefined) ?? 0,
  };
}
