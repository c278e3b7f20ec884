// Ticket Management, /admin/tickets (docs/decisions/019): the cards over every ticket (counted by the server,
// docs/decisions/044), search, status and priority filters over the loaded tickets, the table with View and Reply (the
// same dialog), 'Load more' for older pages; read again every 30 s.

import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LABELS, MESSAGES } from '@shared/messages';
import { TICKET_CATEGORIES } from '@shared/schemas/tickets';
import { matchesTicket } from '@shared/admin-list-filters';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable, Cell, HolderCell } from '@/components/admin/admin-table';
import { ListControls, useFilter } from '@/components/admin/list-controls';
import { LoadMore } from '@/components/admin/load-more';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/components/ui/status-badge';
import { TicketPriorityBadge, TicketStatusBadge } from '@/components/tickets/ticket-badges';
import { PRIORITY_LABELS, STATUS_LABELS, ticketReference } from '@/components/tickets/ticket-labels';
import { AdminExportButton } from '@/components/receipts/admin-export-button';
import { allTicketsQuery } from '../api/queries';
import { SupportTicketDialog } from './support-ticket-dialog';

const COLUMNS = ['Ticket ID', 'Subject', 'User', 'Category', 'Priority', 'Status', 'Messages', 'Created', 'Actions'];

export function AdminTicketsPage() {
  const tickets = useInfiniteQuery(allTicketsQuery());
  const [term, setTerm] = useState('');
  const status = useFilter('Status', { '': 'All statuses', ...STATUS_LABELS });
  const priority = useFilter('Priority', { '': 'All priorities', ...PRIORITY_LABELS });
  const [openId, setOpenId] = useState<string | null>(null);

  const loaded = tickets.data?.pages.flatMap((page) => page.tickets) ?? [];
  const filter = { term, status: status.value, priority: priority.value };
  const shown = loaded.filter((ticket) => matchesTicket(ticket, filter));
  const open = loaded.find((ticket) => ticket.id === openId) ?? null;
  const counts = tickets.data?.pages[0]?.counts ?? null;

  return (
    <AdminPage
      title={LABELS.adminNav.tickets}
      actions={<AdminExportButton list="tickets" filter={filter} />}
      cards={[
        { label: 'Total Tickets', value: counts?.total ?? null },
        { label: 'Open Tickets', value: counts?.open ?? null },
        { label: 'In Progress', value: counts?.in_progress ?? null },
        // Urgent is above high, so it counts here too.
        { label: 'High Priority', value: counts?.high_priority ?? null },
      ]}
    >
      <ListControls
        searchLabel="Search"
        placeholder="Ticket ID, subject, user or email"
        search={{ term, setTerm }}
        filters={[status, priority]}
      />
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
              <Cell className="font-mono text-xs">{ticketReference(ticket.id)}</Cell>
              <Cell className="max-w-48 truncate font-semibold text-slate-900">{ticket.subject}</Cell>
              <HolderCell name={ticket.user_name} email={ticket.user_email} />
              <Cell>{TICKET_CATEGORIES[ticket.category]}</Cell>
              <Cell>
                <TicketPriorityBadge priority={ticket.priority} />
              </Cell>
              <Cell>
                <TicketStatusBadge status={ticket.status} />
              </Cell>
              <Cell className="tabular-nums">{ticket.message_count}</Cell>
              <Cell>{formatDate(ticket.created_at)}</Cell>
              <Cell>
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
              </Cell>
            </tr>
          ))}
        </AdminTable>
      )}
      <LoadMore pages={tickets} />
      {open && <SupportTicketDialog ticket={open} onClose={() => setOpenId(null)} />}
    </AdminPage>
  );
}
