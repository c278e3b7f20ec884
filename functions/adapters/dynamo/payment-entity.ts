// The Payment item (entity version 1): keyed by the id sent to the provider; a member's also listed on gsi1.

import type { Payment } from '../../domain/payments/payment.js';

export const paymentKey = (id: string) => ({ pk: `PAYMENT#${id}`, sk: 'PAYMENT' });

export function paymentToItem(payment: Payment) {
  return {
    ...paymentKey(payment.id),
    ...(payment.userId ? { gsi1pk: `USERPAYMENTS#${payment.userId}`, gsi1sk: payment.createdAt } : {}),
    entity: 'Payment',
    version: 1,
    ...payment,
  };
}

export function paymentFromItem(item: Record<string, any>): Payment {
  return {
    id: item.id,
    provider: item.provider,
    purpose: item.purpose,
    userId: item.userId ?? null,
    orderId: item.orderId ?? null,
    amountCents: item.amountCents,
    currency: item.currency,
    coin: item.coin,
    status: item.status,
    creditedCents: item.creditedCents,
    providerRef: item.providerRef ?? null,
    heldCents: item.heldCents ?? 0,
    checkoutUrl: item.checkoutUrl ?? null,
    cryptoAddress: item.cryptoAddress ?? null,
    cryptoAmount: item.cryptoAmount ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}
