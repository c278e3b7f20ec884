// Support tickets: a ticket and its opening message in one transaction, each later message counted on the ticket in
// the same transaction, unless the ticket is closed.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../domain/errors.js';
import type { TicketRepository } from '../../domain/tickets/ports.js';
import { conditionFailedOn, queryAll, transactWrite, type TableClient } from './document-client.js';
import { transactIfHeldOn } from './item-commands.js';
import { queryIndexFrom, queryPrefix } from './queries.js';
import { ticketCountersUpdate, ticketCountsFromItems } from './sales-counter-entity.js';
import { totalsItems } from './sales-stats-repository.js';
import {
  ALL_TICKETS_GSI_PK,
  TICKET_MESSAGE_SK_PREFIX,
  memberTicketsGsiPk,
  ticketCursor,
  ticketCursorKey,
  ticketFromItem,
  ticketKey,
  ticketMessageFromItem,
  ticketMessageToItem,
  ticketMessagesPk,
  ticketToItem,
} from './ticket-entity.js';
import { outboxPuts } from './outbox-entity.js';

/** A status change read, then written on condition it is still as read: tried again if another change came first. */
const MAX_UPDATE_TRIES = 5;

export function createTicketRepository(table: TableClient): TicketRepository {
  const { doc, tableName } = table;

  async function find(id: string) {
    const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: ticketKey(id), ConsistentRead: true }));
    return Item ? ticketFromItem(Item) : null;
  }

  return {
    async create(ticket, opening, outbox = []) {
      await transactWrite(doc, [
        { Put: { TableName: tableName, Item: ticketToItem(ticket), ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Put: {
            TableName: tableName,
            Item: ticketMessageToItem(opening),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...ticketCountersUpdate(tableName, null, ticket),
        ...outboxPuts(tableName, outbox),
      ]);
    },

    find,

    async forUser(userId) {
      const items = await queryAll(doc, {
        TableName: tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': memberTicketsGsiPk(userId) },
        ScanIndexForward: false,
      });
      return items.map(ticketFromItem);
    },

    async page(limit, cursor) {
      const startKey = cursor === null ? undefined : ticketCursorKey(cursor);
      if (startKey === null) throw new AppError('validation', MESSAGES.invalidRequest, { cursor: 'Unknown cursor' });
      const { items, lastKey } = await queryIndexFrom(table, ALL_TICKETS_GSI_PK, limit, startKey);
      const tickets = items.map(ticketFromItem);
      const last = tickets.at(-1);
      return { tickets, nextCursor: lastKey && last ? ticketCursor(last) : null };
    },

    async counts() {
      const counted = ticketCountsFromItems(await totalsItems(table));
      return {
        total: counted.tickets,
        open: counted.openTickets,
        inProgress: counted.inProgressTickets,
        highPriority: counted.highPriorityTickets,
      };
    },

    async messages(ticketId) {
      return (await queryPrefix(table, ticketMessagesPk(ticketId), TICKET_MESSAGE_SK_PREFIX, 'oldestFirst')).map(
        ticketMessageFromItem,
      );
    },

    async addMessage(ticket, message, outbox = []) {
      const count = {
        Update: {
          TableName: tableName,
          Key: ticketKey(ticket.id),
          UpdateExpression: 'SET lastMessageAt = :at, updatedAt = :at ADD messageCount :one',
          ConditionExpression: 'attribute_exists(pk) AND #status <> :closed',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':at': message.createdAt, ':one': 1, ':closed': 'closed' },
        },
      };
      return transactIfHeldOn(
        table,
        [
          count,
          {
            Put: {
              TableName: tableName,
              Item: ticketMessageToItem(message),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...outboxPuts(tableName, outbox),
        ],
        [count],
      );
    },

    async update(id, changes, now) {
      const fields = Object.entries(changes).filter(([, value]) => value !== undefined);
      for (let attempt = 1; attempt <= MAX_UPDATE_TRIES; attempt += 1) {
        const current = await find(id);
        if (!current) return null;
        const ticketUpdate = {
          Update: {
            TableName: tableName,
            Key: ticketKey(id),
            UpdateExpression: `SET updatedAt = :now, ${fields.map(([name]) => `#${name} = :${name}`).join(', ')}`,
            // The counters move with the status and priority, so both must still be the ones read.
            ConditionExpression: 'attribute_exists(pk) AND #readStatus = :readStatus AND #readPriority = :readPriority',
            ExpressionAttributeNames: {
              '#readStatus': 'status',
              '#readPriority': 'priority',
              ...Object.fromEntries(fields.map(([name]) => [`#${name}`, name])),
            },
            ExpressionAttributeValues: {
              ':now': now.toISOString(),
              ':readStatus': current.status,
              ':readPriority': current.priority,
              ...Object.fromEntries(fields.map(([name, value]) => [`:${name}`, value])),
            },
          },
        };
        const counters = ticketCountersUpdate(tableName, current, { ...current, ...Object.fromEntries(fields) });
        try {
          await transactWrite(doc, [ticketUpdate, ...counters]);
          return { ...current, ...Object.fromEntries(fields), updatedAt: now.toISOString() };
        } catch (error) {
          if (!conditionFailedOn(error, ticketUpdate)) throw error;
        }
      }
      throw new Error(`Ticket ${id} kept changing while its status was being set`);
    },
  };
}
