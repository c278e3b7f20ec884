// Admin Dashboard (/admin): stats, users, orders, leases, revenue and tickets read in parallel; eight cards showing
// '...' while loading; the first 5 recent orders, users and tickets; the ticket reply dialog only logs
// (docs/decisions/021 "Screens").

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { Button } from '@/components/ui/button';
import type { DashboardTicket } from '@/lib/admin/get-admin-data';
import {
  adminStatsQuery,
  dashboardTicketsQuery,
  leasesQuery,
  ordersQuery,
  revenueQuery,
  usersQuery,
} from '@/lib/admin/queries';
import { AdminPage } from '@/components/admin/admin-page';
import { StatusPill } from '@/components/admin/admin-table';
import { StatCard, StatCards } from '@/components/ui/stat-card';
import { ORDER_TYPE, formatDate, holderName } from '@/lib/admin/format';
import { TicketReplyDialog } from './ticket-reply-dialog';

const FIRST = 5;

function Recent({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-2xl border border-slate-200 bg-white">
      <h2 id={headingId} className="border-b border-slate-100 px-5 py-4 text-base font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="divide-y divide-slate-100">{children}</ul>
      {empty && <p className="px-5 py-6 text-center text-sm text-slate-600">Nothing yet</p>}
    </section>
  );
}

function Row({ main, sub, side, status }: { main: string; sub: string; side: string; status: string }) {
  return (
    <li className="flex items-center justify-between gap-4 px-5 py-3 text-sm">
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">{main}</span>
        <span className="block truncate text-xs text-slate-500">{sub}</span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <span className="font-semibold text-slate-900 tabular-nums">{side}</span>
        <StatusPill status={status} />
      </span>
    </li>
  );
}

export function AdminDashboardPage() {
  const stats = useQuery(adminStatsQuery());
  const revenue = useQuery(revenueQuery());
  const users = useInfiniteQuery(usersQuery());
  const orders = useInfiniteQuery(ordersQuery());
  // Read with the others, as the spec states; Lease Management then opens with them.
  const leases = useInfiniteQuery(leasesQuery());
  // Tickets come from Ticket Management's call; a failure only leaves their list empty.
  const tickets = useQuery(dashboardTicketsQuery());
  const [replyTo, setReplyTo] = useState<DashboardTicket | null>(null);

  const failed = [stats, revenue, users, orders, leases].some((query) => query.isError && !query.data);
  const s = stats.data;
  const recentOrders = orders.data?.pages[0]?.orders.slice(0, FIRST) ?? [];
  const recentUsers = users.data?.pages[0]?.users.slice(0, FIRST) ?? [];
  const recentTickets = tickets.data?.slice(0, FIRST) ?? [];

  return (
    <AdminPage
      title={LABELS.adminNav.dashboard}
      intro="Today's sales and the latest activity."
      error={failed ? MESSAGES.dashboardLoadFailed : null}
    >
      <StatCards>
        <StatCard label="Today's Revenue" value={s ? formatUsd(s.today_revenue) : null} />
        <StatCard label="Today's SMS" value={s ? s.today_orders.one_time_sms : null} />
        <StatCard label="Today's Leases" value={s ? s.today_orders.lease_orders : null} />
        <StatCard label="Today's Buy" value={s ? s.today_orders.buy_orders : null} />
        <StatCard
          label="Total Revenue"
          value={revenue.data ? formatUsd(revenue.data.total_revenue) : s ? formatUsd(s.total_revenue) : null}
        />
        <StatCard label="Active Leases" value={s ? s.active_leases : null} />
        <StatCard label="Pending Tickets" value={s ? s.pending_tickets : null} />
        <StatCard label="Recent Orders (last 7 days)" value={s ? s.recent_orders : null} />
      </StatCards>
      <div className="grid gap-6 lg:grid-cols-2">
        <Recent title="Recent Orders" empty={orders.isSuccess && recentOrders.length === 0}>
          {recentOrders.map((order) => (
            <Row
              key={order.id}
              main={`${order.service_name} · ${ORDER_TYPE}`}
              sub={`${holderName(order)} · ${formatDate(order.created_at)}`}
              side={formatUsd(order.price)}
              status={order.status}
            />
          ))}
        </Recent>
        <Recent title="Recent Users" empty={users.isSuccess && recentUsers.length === 0}>
          {recentUsers.map((user) => (
            <Row
              key={user.id}
              main={user.name}
              sub={`${user.email} · Joined ${formatDate(user.created_at)}`}
              side={formatUsd(user.wallet_balance)}
              status={user.is_active ? 'active' : 'inactive'}
            />
          ))}
        </Recent>
      </div>
      <Recent title="Recent Tickets" empty={recentTickets.length === 0}>
        {recentTickets.map((ticket) => (
          <li key={ticket.id} className="flex items-center justify-between gap-4 px-5 py-3 text-sm">
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{ticket.subject}</span>
              <span className="block truncate text-xs text-slate-500">
                TKT-{ticket.id} · {ticket.user_name ?? ''} · {formatDate(ticket.created_at)}
              </span>
            </span>
            <Button variant="secondary" onClick={() => setReplyTo(ticket)}>
              Reply
            </Button>
          </li>
        ))}
      </Recent>
      <TicketReplyDialog ticket={replyTo} onClose={() => setReplyTo(null)} />
    </AdminPage>
  );
}
