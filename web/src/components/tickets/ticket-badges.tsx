// A ticket's status and priority as coloured badges.

import type { TicketPriority, TicketStatus } from '@shared/schemas/tickets';
import { PRIORITY_LABELS, PRIORITY_TONES, STATUS_LABELS, STATUS_TONES } from './ticket-labels';

const BADGE = 'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <span className={`${BADGE} ${STATUS_TONES[status]}`}>{STATUS_LABELS[status]}</span>;
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return <span className={`${BADGE} ${PRIORITY_TONES[priority]}`}>{PRIORITY_LABELS[priority]}</span>;
}
