// The Tickets screen (docs/decisions/015 "Screens", docs/decisions/019): status tabs with their counts, the member's
// tickets (read again every 30 s) with View, New Ticket, and the detail dialog with the conversation.

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LABELS, MESSAGES } from '@shared/messages';
import { TICKET_CATEGORIES, ticketStatus, type TicketStatus } from '@shared/schemas/tickets';
import { MemberScreen } from '@/components/layouts/member-screen';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/components/ui/status-badge';
import { ticketsQuery } from '../api/queries';
import { STATUS_LABELS, ticketReference } from '@/components/tickets/ticket-labels';
import { NewTicketDialog } from './new-ticket-dialog';
import { TicketPriorityBadge, TicketStatusBadge } from '@/components/tickets/ticket-badges';
import { TicketDialog } from './ticket-dialog';

type Tab = 'all' | TicketStatus;
const TABS: Tab[] = ['all', ...ticketStatus.options];

export function TicketsPage() {
  const tickets = useQuery(ticketsQuery());
  const [tab, setTab] = useState<Tab>('all');
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const all = tickets.data ?? [];
  const shown = tab === 'all' ? all : all.filter((ticket) => ticket.status === tab);
  const open = all.find((ticket) => ticket.id === openId) ?? null;
  const count = (value: Tab) => (value === 'all' ? all.length : all.filter((ticket) => ticket.status === value).length);

  return (
    <MemberScreen
      title={LABELS.memberNav.tickets}
      page="tickets"
      intro="Ask for help and follow the answers of our support team."
      actions={<Button onClick={() => setCreating(true)}>{LABELS.newTicket}</Button>}
    >
      <div role="group" aria-label="Filter by status" className="flex gap-2 overflow-x-auto pb-1">
        {TABS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={tab === value}
            onClick={() => setTab(value)}
            className={`shrink-0 rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset ${tab === value ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`}
          >
            {value === 'all' ? 'All' : STATUS_LABELS[value]} ({count(value)})
          </button>
        ))}
      </div>

      <div className="rounded-2xl border border-slate-200 bg-white">
        {tickets.isPending && <Spinner label="Loading tickets" />}
        {tickets.isError && !tickets.data && (
          <p className="px-6 py-12 text-center text-sm text-red-700">{MESSAGES.ticketsLoadFailed}</p>
        )}
        {tickets.data && shown.length === 0 && (
          <div className="px-6 py-12 text-center">
            <p className="font-semibold text-slate-900">No tickets found</p>
            <p className="mt-1 text-sm text-slate-600">
              {all.length === 0 ? 'Open a ticket whenever you need help.' : 'No ticket has this status.'}
            </p>
          </div>
        )}
        {shown.length > 0 && (
          <ul aria-label="Tickets" className="divide-y divide-slate-100">
            {shown.map((ticket) => (
              <li key={ticket.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-xs text-slate-500">{ticketReference(ticket.id)}</span>
                    <TicketStatusBadge status={ticket.status} />
                    <TicketPriorityBadge priority={ticket.priority} />
                  </div>
                  <p className="mt-1 truncate font-semibold text-slate-900">{ticket.subject}</p>
                  <p className="mt-0.5 text-xs text-slate-600">
                    {TICKET_CATEGORIES[ticket.category]} · {ticket.message_count}{' '}
                    {ticket.message_count === 1 ? 'message' : 'messages'} · Last activity{' '}
                    {formatDateTime(ticket.last_message_at)}
                  </p>
                </div>
                <Button variant="secondary" onClick={() => setOpenId(ticket.id)} aria-label={`View ${ticket.subject}`}>
                  View
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {creating && <NewTicketDialog onClose={() => setCreating(false)} />}
      {open && <TicketDialog ticket={open} onClose={() => setOpenId(null)} />}
    </MemberScreen>
  );
}
