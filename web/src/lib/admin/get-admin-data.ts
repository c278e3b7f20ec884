// The back office's reads (docs/decisions/021): the dashboard's figures, revenue, and one page of users, one-time
// orders or leases (`limit`, `cursor`, or a whole email, phone number or id as `search`); the dashboard's tickets.

import * as z from 'zod';
import {
  adminLeasesResponse,
  adminOrdersResponse,
  adminStatsResponse,
  adminUsersResponse,
  revenueResponse,
} from '@shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';

export interface PageParams {
  cursor: string | null;
  search: string | null;
}

const pageQuery = ({ cursor, search }: PageParams) => ({ cursor: cursor ?? undefined, search: search ?? undefined });

export async function getAdminStats(signal: AbortSignal) {
  return adminStatsResponse.parse(await apiRequest('admin.stats', { signal }));
}

export async function getRevenue(signal: AbortSignal) {
  return revenueResponse.parse(await apiRequest('admin.revenue', { signal }));
}

export async function getUsersPage(page: PageParams, signal: AbortSignal) {
  return adminUsersResponse.parse(await apiRequest('admin.listUsers', { query: pageQuery(page), signal }));
}

export async function getOrdersPage(page: PageParams, signal: AbortSignal) {
  return adminOrdersResponse.parse(await apiRequest('admin.listOrders', { query: pageQuery(page), signal }));
}

export async function getLeasesPage(page: PageParams, signal: AbortSignal) {
  return adminLeasesResponse.parse(await apiRequest('admin.listLeases', { query: pageQuery(page), signal }));
}

/**
 * The dashboard's first tickets: only the fields it shows are read, so the tickets call's own answer (the ticket
 * screen's) can carry more.
 */
const dashboardTickets = z.object({
  tickets: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      subject: z.string(),
      user_name: z.string().nullish(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type DashboardTicket = z.infer<typeof dashboardTickets>['tickets'][number];

export async function getDashboardTickets(signal: AbortSignal) {
  return dashboardTickets.parse(await apiRequest('admin.listTickets', { signal })).tickets;
}
