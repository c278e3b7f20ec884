// The back office's lists: users, one-time orders and leases newest first, each one gsi1 partition read a page at a
// time, and an order or lease found by its id (gsi2) or its number (the number's holder). No Scan.

import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminListRepository, Holder } from '../../domain/admin/ports.js';
import type { PageRequest } from '../../domain/ports.js';
import type { Owner } from '../../domain/stock/owner.js';
import { recordIdGsiPk, type AdminList } from './admin-index-keys.js';
import { anonymousOrderKey } from './anonymous-order-entity.js';
import { batchGet } from './batch-get.js';
import type { TableClient } from './document-client.js';
import { leaseFromItem } from './lease-entity.js';
import { orderFromItem } from './one-time-order-entity.js';
import { numberFromItem, numberKey } from './phone-number-entity.js';
import { queryIndexPage } from './queries.js';
import { USERS_GSI_PK, userFromItem, userKey } from './user-entity.js';

type Item = Record<string, unknown>;

const ownerId = (owner: Owner) => (owner.kind === 'user' ? owner.userId : owner.orderId);
const E164 = /^\+\d{8,15}$/;

export function createAdminListRepository(table: TableClient): AdminListRepository {
  const { doc, tableName } = table;

  async function page<T>(gsi1pk: string, request: PageRequest, fromItem: (item: Item) => T) {
    const { items, nextCursor } = await queryIndexPage(table, gsi1pk, request);
    return { items: items.map(fromItem), nextCursor };
  }

  /** The record a number was handed to (numbers are never reused), or the one whose id is `term`. */
  async function byIdOrNumber(list: AdminList, term: string): Promise<Item | null> {
    if (E164.test(term)) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: numberKey(term) }));
      const holder = Item ? numberFromItem(Item).holder : null;
      if (!holder || holder.kind !== (list === 'ORDERS' ? 'oneTime' : 'lease')) return null;
      return byIdOrNumber(list, holder.id);
    }
    const { Items = [] } = await doc.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :list',
        ExpressionAttributeValues: { ':pk': recordIdGsiPk(term), ':list': list },
      }),
    );
    return Items[0] ?? null;
  }

  return {
    users: (request) => page(USERS_GSI_PK, request, userFromItem),
    oneTimeOrders: (request) => page('ORDERS', request, orderFromItem),
    leases: (request) => page('LEASES', request, leaseFromItem),

    async orderByIdOrNumber(term) {
      const item = await byIdOrNumber('ORDERS', term);
      return item ? orderFromItem(item) : null;
    },

    async leaseByIdOrNumber(term) {
      const item = await byIdOrNumber('LEASES', term);
      return item ? leaseFromItem(item) : null;
    },

    async holders(owners) {
      const unique = new Map(owners.map((owner) => [ownerId(owner), owner]));
      const keys = [...unique.values()].map((owner) =>
        owner.kind === 'user' ? userKey(owner.userId) : anonymousOrderKey(owner.orderId),
      );
      const holders = new Map<string, Holder>();
      for (const item of await batchGet(table, keys)) {
        // An anonymous buyer has no name; their email is the one given at checkout, if any.
        const holder =
          item.entity === 'User' ? { name: item.name, email: item.email } : { name: '', email: item.email ?? '' };
        holders.set(item.id as string, holder as Holder);
      }
      return holders;
    },
  };
}
