// The AnonymousOrder item (entity version 1): keyed by its unguessable id, deleted by TTL unless money arrives.

import { unpaidOrderExpiry, type AnonymousOrder } from '../../domain/orders/anonymous-order.js';
import { epochSeconds } from './table-definition.js';

export const anonymousOrderKey = (id: string) => ({ pk: `ANONORDER#${id}`, sk: 'ANONORDER' });

/** A new order, with the TTL of an unpaid one (applying a payment with money removes it). */
export function anonymousOrderToItem(order: AnonymousOrder) {
  return {
    ...anonymousOrderKey(order.id),
    entity: 'AnonymousOrder',
    version: 1,
    ...order,
    ttl: epochSeconds(unpaidOrderExpiry(order)),
  };
}

export function anonymousOrderFromItem(item: Record<string, any>): AnonymousOrder {
  return {
    id: item.id,
    type: item.type,
    serviceId: item.serviceId ?? null,
    serviceName: item.serviceName,
    priceCents: item.priceCents,
    email: item.email ?? null,
    paymentId: item.paymentId,
    status: item.status,
    phoneNumber: item.phoneNumber ?? null,
    createdAt: item.createdAt,
  };
}
