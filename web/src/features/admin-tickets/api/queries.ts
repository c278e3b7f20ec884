// The back office's ticket queries: every ticket page by page (all loaded pages read again every 30 s) and one
// ticket's conversation (docs/decisions/019).

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { TICKET_REFRESH_MS } from '@shared/constants';
import { QUERY_ROOTS } from '@/lib/query/client';
import { getAllTickets } from './get-all-tickets';
import { getConversation } from './get-conversation';

const SUPPORT_TICKETS = [...QUERY_ROOTS.admin, 'tickets'] as const;

export const allTicketsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...SUPPORT_TICKETS, 'list'],
    queryFn: ({ pageParam, signal }) => getAllTickets(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    refetchInterval: TICKET_REFRESH_MS,
  });

export const conversationQuery = (ticketId: string) =>
  queryOptions({
    queryKey: [...SUPPORT_TICKETS, ticketId, 'messages'],
    queryFn: ({ signal }) => getConversation(ticketId, signal),
  });
