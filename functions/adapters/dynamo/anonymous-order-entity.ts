// The AnonymousOrder item (entity version 1): keyed by its unguessable id, deleted by TTL unless money arrives.

import { unpaidOrderExpiry, type AnonymousOrder } from '../../domain/orders/anonymous-order.js';
import { epochSeconds } from './table-definition.js';
import { entityItem, soleItemKey, storedFields } from './entity-item.js';

export const anonymousOrderKey = (id: string) => soleItemKey('ANONORDER', id);

/** A new order, with the TTL of an unpaid one (applying a payment with money removes it). */
export function anonymousOrderToItem(order: AnonymousOrder) {
  return entityItem('AnonymousOrder', anonymousOrderKey(order.id), {
    ...order,
    ttl: epochSeconds(unpaidOrderExpiry(order)),
  });
}

export function anonymousOrderFromItem(item: Record<string, any>): AnonymousOrder {
  const fields = storedFields<AnonymousOrder>(item);
  return {
    ...fields.as('id', 'type', 'serviceName', 'priceCents', 'paymentId', 'status', 'createdAt'),
    ...fields.orNull('serviceId', 'email', 'phoneNumber'),
    // No attribute: stored before addresses were confirmed, so counted as confirmed (docs/decisions/053).
    emailConfirmedAt: item.emailConfirmedAt === undefined ? item.createdAt : item.emailConfirmedAt,
  };
}
