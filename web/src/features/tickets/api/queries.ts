// The tickets feature's queries: the member's tickets, read again every 30 s while the screen is open, and one
// ticket's conversation (docs/decisions/015 "Constants", docs/decisions/019).

import { queryOptions } from '@tanstack/react-query';
import { TICKET_REFRESH_MS } from '@shared/constants';
import { QUERY_ROOTS } from '@/lib/query/client';
import { getTicketMessages } from './get-ticket-messages';
import { getTickets } from './get-tickets';

/** Every ticket query starts with this key: a new ticket or a reply invalidates it all. */
export const TICKETS_KEY = [...QUERY_ROOTS.member, 'tickets'] as const;

export const ticketsQuery = () =>
  queryOptions({
    queryKey: [...TICKETS_KEY, 'list'],
    queryFn: ({ signal }) => getTickets(signal),
    refetchInterval: TICKET_REFRESH_MS,
  });

export const ticketMessagesQuery = (ticketId: string) =>
  queryOptions({
    queryKey: [...TICKETS_KEY, ticketId, 'messages'],
    queryFn: ({ signal }) => getTicketMessages(ticketId, signal),
  });
