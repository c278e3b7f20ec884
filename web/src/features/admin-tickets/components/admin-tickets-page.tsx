// Ticket Management, /admin/tickets (docs/decisions/019): the cards over every ticket (counted by the server,
// docs/decisions/044), search, status and priority filters over the loaded tickets, the table with View and Reply (the
// same dialog), 'Load more' for older pages; read again every 30 s.

import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LABELS, MESSAGES } from '@shared/messages';
import { TICKET_CATEGORIES, ticketPriority, ticketStatus } from '@shared/schemas/tickets';
import { matchesTicket } from '@shared/admin-list-filters';
import { AdminTable } from '@/components/admin/admin-table';
import { LoadMore } from '@/components/admin/load-more';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { formatDate } from '@/components/ui/status-badge';
import { TicketPriorityBadge, TicketStatusBadge } from '@/components/tickets/ticket-badges';
import { PRIORITY_LABELS, STATUS_LABELS, ticketReference } from '@/components/tickets/ticket-labels';
import { AdminExportButton } from '@/components/receipts/admin-export-button';
import { allTicketsQuery } from '../api/queries';
import { SupportTicketDialog } from './support-ticket-dialog';

const COLUMNS = ['Ticket ID', 'Subject', 'User', 'Category', 'Priority', 'Status', 'Messages', 'Created', 'Actions'];

function Card({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{value ?? '...'}</dd>
    </div>
  );
}

export function AdminTicketsPage() {
  const tickets = useInfiniteQuery(allTicketsQuery());
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [priority, setPriority] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const searchId = useId();
  const statusId = useId();
  const priorityId = useId();

  const loaded = tickets.data?.pages.flatMap((page) => page.tickets) ?? [];
  const filter = { term: search, status, priority };
  const shown = loaded.filter((ticket) => matchesTicket(ticket, filter));
  const open = loaded.find((ticket) => ticket.id === openId) ?? null;
  const counts = tickets.data?.pages[0]?.counts ?? null;

  return (
    <section aria-labelledby="screen-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="screen-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {LABELS.adminNav.tickets}
        </h1>
        <AdminExportButton list="tickets" filter={filter} />
      </div>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Card label="Total Tickets" value={counts?.total ?? null} />
        <Card label="Open Tickets" value={counts?.open ?? null} />
        <Card label="In Progress" value={counts?.in_progress ?? null} />
        {/* Urgent is above high, so it counts here too. */}
        <Card label="High Priority" value={counts?.high_priority ?? null} />
      </dl>

      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <div>
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            Search
          </label>
          <input
            id={searchId}
            type="search"
            placeholder="Ticket ID, subject, user or email"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={INPUT_CLASS}
          />
        </div>
        <div>
          <label htmlFor={statusId} className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            className={INPUT_CLASS}
          >
            <option value="">All statuses</option>
            {ticketStatus.options.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={priorityId} className="block text-sm font-medium text-slate-800">
            Priority
          </label>
          <select
            id={priorityId}
            value={priority}
            onChange={(event) => setPriority(event.target.value)}
            className={INPUT_CLASS}
          >
            <option value="">All priorities</option>
            {ticketPriority.options.map((value) => (
              <option key={value} value={value}>
                {PRIORITY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {tickets.isError && !tickets.data ? (
        <p className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center text-sm text-red-700">
          {MESSAGES.adminTicketsLoadFailed}
        </p>
      ) : (
        <AdminTable
          caption="Support tickets"
          columns={COLUMNS}
          loading={tickets.isPending}
          empty={tickets.data !== undefined && shown.length === 0}
          emptyText="No tickets found"
        >
          {shown.map((ticket) => (
            <tr key={ticket.id}>
              <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-slate-600">
                {ticketReference(ticket.id)}
              </td>
              <td className="max-w-48 truncate px-4 py-3 font-semibold text-slate-900">{ticket.subject}</td>
              <td className="px-4 py-3">
                <div className="text-slate-900">{ticket.user_name}</div>
                <div title={ticket.user_email} className="max-w-48 truncate text-xs text-slate-600">
                  {ticket.user_email}
                </div>
              </td>
              <td className="px-4 py-3">{TICKET_CATEGORIES[ticket.category]}</td>
              <td className="px-4 py-3">
                <TicketPriorityBadge priority={ticket.priority} />
              </td>
              <td className="px-4 py-3">
                <TicketStatusBadge status={ticket.status} />
              </td>
              <td className="px-4 py-3 tabular-nums">{ticket.message_count}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(ticket.created_at)}</td>
              <td className="px-4 py-3">
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5"
                    onClick={() => setOpenId(ticket.id)}
                    aria-label={`View ${ticketReference(ticket.id)}`}
                  >
                    View
                  </Button>
                  <Button
                    className="px-3 py-1.5"
                    onClick={() => setOpenId(ticket.id)}
                    aria-label={`Reply to ${ticketReference(ticket.id)}`}
                  >
                    Reply
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <LoadMore
        shown={tickets.hasNextPage}
        loading={tickets.isFetchingNextPage}
        onClick={() => void tickets.fetchNextPage()}
      />
      {open && <SupportTicketDialog ticket={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}
