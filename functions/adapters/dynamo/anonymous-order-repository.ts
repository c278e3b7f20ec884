// Anonymous orders in the single table, keyed by their unguessable id.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AnonymousOrderRepository } from '../../domain/orders/ports.js';
import { anonymousOrderFromItem, anonymousOrderKey, anonymousOrderToItem } from './anonymous-order-entity.js';
import { transactWrite, type TableClient } from './document-client.js';
import { paymentToItem } from './payment-entity.js';

export function createAnonymousOrderRepository({ doc, tableName }: TableClient): AnonymousOrderRepository {
  return {
    async create(order, payment) {
      // Both go unless money arrives (applying a payment removes the TTL): a late IPN then finds no payment and is held.
      const orderItem = anonymousOrderToItem(order);
      await transactWrite(doc, [
        { Put: { TableName: tableName, Item: orderItem, ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Put: {
            TableName: tableName,
            Item: { ...paymentToItem(payment), ttl: orderItem.ttl },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
    },

    async find(id) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: anonymousOrderKey(id), ConsistentRead: true }),
      );
      return Item ? anonymousOrderFromItem(Item) : null;
    },
  };
}
