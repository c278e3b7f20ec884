// Anonymous orders in the single table, keyed by their unguessable id.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AnonymousOrderRepository } from '../../domain/ports.js';
import { transactWrite, type TableClient } from './document-client.js';
import { unpaidOrderExpiry } from '../../domain/orders/anonymous-order.js';
import { paymentItem } from './payment-repository.js';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const anonymousOrderKey = (id: string) => ({ pk: `ANONORDER#${id}`, sk: 'ANONORDER' });

export function createAnonymousOrderRepository({ doc, tableName }: TableClient): AnonymousOrderRepository {
  return {
    async create(order, payment) {
      // Both go unless money arrives (applying a payment removes the TTL): a late IPN then finds no payment and is held.
      const ttl = epochSeconds(unpaidOrderExpiry(order));
      await transactWrite(doc, [
        {
          Put: {
            TableName: tableName,
            Item: { ...anonymousOrderKey(order.id), entity: 'AnonymousOrder', version: 1, ...order, ttl },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { ...paymentItem(payment), ttl },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
    },

    async find(id) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: anonymousOrderKey(id), ConsistentRead: true }),
      );
      if (!Item) return null;
      return {
        id: Item.id,
        type: Item.type,
        serviceId: Item.serviceId ?? null,
        serviceName: Item.serviceName,
        priceCents: Item.priceCents,
        email: Item.email ?? null,
        paymentId: Item.paymentId,
        status: Item.status,
        phoneNumber: Item.phoneNumber ?? null,
        createdAt: Item.createdAt,
      };
    },
  };
}
