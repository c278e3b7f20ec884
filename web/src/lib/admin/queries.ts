// The back office's queries: figures read once per visit, lists as pages following `next_cursor` ('Load more'); a
// search term looked up on the server is its own list.

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@/lib/query/client';
import {
  getAdminStats,
  getDashboardTickets,
  getLeasesPage,
  getOrdersPage,
  getRevenue,
  getUsersPage,
  type PageParams,
} from './get-admin-data';

const ADMIN = QUERY_ROOTS.admin;

export const adminStatsQuery = () =>
  queryOptions({ queryKey: [...ADMIN, 'stats'], queryFn: ({ signal }) => getAdminStats(signal) });

export const revenueQuery = () =>
  queryOptions({ queryKey: [...ADMIN, 'revenue'], queryFn: ({ signal }) => getRevenue(signal) });

export const dashboardTicketsQuery = () =>
  queryOptions({ queryKey: [...ADMIN, 'tickets'], queryFn: ({ signal }) => getDashboardTickets(signal) });

/** A paged list of the back office, newest first, following `next_cursor`. */
export function listQuery<T extends { next_cursor: string | null }>(
  name: string,
  getPage: (page: PageParams, signal: AbortSignal) => Promise<T>,
  search: string | null,
) {
  return infiniteQueryOptions({
    queryKey: [...ADMIN, name, { search }],
    queryFn: ({ pageParam, signal }) => getPage({ cursor: pageParam, search }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** A list's query for a looked-up term (null: every record, newest first). */
export type AdminListQuery<T extends { next_cursor: string | null }> = (
  search: string | null,
) => ReturnType<typeof listQuery<T>>;

export const usersQuery = (search: string | null = null) => listQuery('users', getUsersPage, search);
export const ordersQuery = (search: string | null = null) => listQuery('orders', getOrdersPage, search);
export const leasesQuery = (search: string | null = null) => listQuery('leases', getLeasesPage, search);
