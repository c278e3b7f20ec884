// The Ticket item and its messages (entity version 1): one partition per ticket holds the ticket and its conversation;
// every ticket is listed on gsi1 for support, a member's on gsi2 for the member.

import type { Ticket, TicketMessage } from '../../domain/tickets/ticket.js';
import { entityItem, storedFields } from './entity-item.js';

const ticketPk = (id: string) => `TICKET#${id}`;
export const ticketKey = (id: string) => ({ pk: ticketPk(id), sk: 'TICKET' });
/** Every ticket, newest first by `<createdAt>#<id>`. */
export const ALL_TICKETS_GSI_PK = 'TICKETS';
export const memberTicketsGsiPk = (userId: string) => `USERTICKETS#${userId}`;
export const TICKET_MESSAGE_SK_PREFIX = 'MSG#';
export const ticketMessagesPk = ticketPk;

const listedAs = (ticket: Pick<Ticket, 'createdAt' | 'id'>) => `${ticket.createdAt}#${ticket.id}`;

export function ticketToItem(ticket: Ticket) {
  const keys = {
    ...ticketKey(ticket.id),
    gsi1pk: ALL_TICKETS_GSI_PK,
    gsi1sk: listedAs(ticket),
    // Only members' tickets enter gsi2 (a contact-form message has no member).
    ...(ticket.userId === null ? {} : { gsi2pk: memberTicketsGsiPk(ticket.userId), gsi2sk: listedAs(ticket) }),
  };
  return entityItem('Ticket', keys, ticket);
}

export function ticketFromItem(item: Record<string, unknown>): Ticket {
  const fields = storedFields<Ticket>(item);
  return {
    ...fields.as('id', 'userName', 'userEmail', 'subject', 'category', 'priority', 'status', 'createdAt', 'updatedAt'),
    ...fields.as('lastMessageAt', 'messageCount'),
    userId: (item.userId as string | null | undefined) ?? null,
  };
}

/**
 * The admin list's cursor is the last ticket's gsi1 sort key, base64url-encoded; the full key is rebuilt from it, so a
 * cursor can only ever point into the tickets' own index partition. Null when it is not one of ours.
 */
export function ticketCursor(ticket: Pick<Ticket, 'createdAt' | 'id'>): string {
  return Buffer.from(listedAs(ticket)).toString('base64url');
}

export function ticketCursorKey(cursor: string): Record<string, string> | null {
  const listed = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = /^\d{4}-\d\d-\d\dT[\d:.]+Z#([0-9a-z]{1,64})$/.exec(listed)?.[1];
  return id ? { ...ticketKey(id), gsi1pk: ALL_TICKETS_GSI_PK, gsi1sk: listed } : null;
}

export const ticketMessageKey = (message: Pick<TicketMessage, 'ticketId' | 'createdAt' | 'id'>) => ({
  pk: ticketMessagesPk(message.ticketId),
  sk: `${TICKET_MESSAGE_SK_PREFIX}${message.createdAt}#${message.id}`,
});

export function ticketMessageToItem(message: TicketMessage) {
  return entityItem('TicketMessage', ticketMessageKey(message), message);
}

export function ticketMessageFromItem(item: Record<string, unknown>): TicketMessage {
  const fields = storedFields<TicketMessage>(item);
  return {
    ...fields.as('ticketId', 'id', 'message', 'isAdmin', 'createdAt', 'userName'),
  };
}
