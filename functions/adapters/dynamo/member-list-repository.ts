// A member's orders, leases and lease inbox a page at a time: one Query of the owner's (or the inbox's) partition,
// newest first, filtered on the server, never a Scan (docs/decisions/031 "Lists").

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LeaseFilter, MemberListRepository, OrderFilter } from '../../domain/developer-api/member-lists.js';
import type { Page, PageRequest } from '../../domain/ports.js';
import type { TableClient } from './document-client.js';
import { LEASE_MESSAGE_SK_PREFIX, LEASE_SK_PREFIX, inboxPk, leaseFromItem, leaseMessageFromItem } from './lease-entity.js';
import { ORDER_SK_PREFIX, orderFromItem } from './one-time-order-entity.js';
import { ownerPk } from './owner-key.js';
import { decodeCursor, encodeCursor } from './page-cursor.js';

type Item = Record<string, unknown>;

/** A sparse filter could read a long partition for one page: a page stops after this many reads, cursor in hand. */
const MAX_READS_PER_PAGE = 5;

interface Filter {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

const statusIs = (status: string, also = ''): Filter => ({
  expression: `#status = :status${also}`,
  names: { '#status': 'status' },
  values: { ':status': status },
});

/** An order's API status as a filter: 'cancelled' and 'expired' are both stored cancelled, told apart by when. */
const ORDER_STATUS: Record<NonNullable<OrderFilter['status']>, Filter> = {
  pending: statusIs('pending'),
  completed: statusIs('completed'),
  cancelled: statusIs('cancelled', ' AND endedAt < expiresAt'),
  expired: statusIs('cancelled', ' AND endedAt >= expiresAt'),
};

/** Both filters, either, or none. */
function filterOf(status: Filter | undefined, serviceId: number | undefined): Filter | undefined {
  const service: Filter | undefined =
    serviceId === undefined
      ? undefined
      : { expression: 'serviceId = :serviceId', names: {}, values: { ':serviceId': serviceId } };
  const parts = [status, service].filter((part): part is Filter => part !== undefined);
  if (parts.length === 0) return undefined;
  return {
    expression: parts.map((part) => part.expression).join(' AND '),
    names: Object.assign({}, ...parts.map((part) => part.names)),
    values: Object.assign({}, ...parts.map((part) => part.values)),
  };
}

export function createMemberListRepository(table: TableClient): MemberListRepository {
  const { doc, tableName } = table;

  async function page<T>(
    pk: string,
    skPrefix: string,
    filter: Filter | undefined,
    request: PageRequest,
    fromItem: (item: Item) => T,
  ): Promise<Page<T>> {
    const items: Item[] = [];
    let start = decodeCursor(request.cursor, { pk, skPrefix }) as Item | undefined;
    for (let reads = 0; reads < MAX_READS_PER_PAGE; reads += 1) {
      // At most the items still wanted are read, so when the page fills, DynamoDB's stop is its last item.
      const { Items = [], LastEvaluatedKey } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ...(filter ? { FilterExpression: filter.expression } : {}),
          ...(filter && Object.keys(filter.names).length ? { ExpressionAttributeNames: filter.names } : {}),
          ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ...filter?.values },
          ScanIndexForward: false,
          ConsistentRead: true,
          Limit: request.limit - items.length,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...Items);
      start = LastEvaluatedKey;
      if (!start || items.length >= request.limit) break;
    }
    return { items: items.map(fromItem), nextCursor: encodeCursor(start) };
  }

  return {
    orders: (owner, filter, request) =>
      page(
        ownerPk(owner),
        ORDER_SK_PREFIX,
        filterOf(filter.status && ORDER_STATUS[filter.status], filter.serviceId),
        request,
        orderFromItem,
      ),
    leases: (owner, filter: LeaseFilter, request) =>
      page(
        ownerPk(owner),
        LEASE_SK_PREFIX,
        filterOf(filter.status && statusIs(filter.status), filter.serviceId),
        request,
        leaseFromItem,
      ),
    leaseMessages: (lease, request) =>
      page(inboxPk(lease.id), LEASE_MESSAGE_SK_PREFIX, undefined, request, leaseMessageFromItem),
  };
}
