// Adds a message to a ticket's conversation, from the member or from support, with the emails it causes written in the
// same transaction (`outbox`); a closed ticket takes none.

import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import { ticketMessage, type Ticket, type TicketMessage } from './ticket.js';
import type { TicketsDeps } from './tickets-deps.js';

export async function addReply(
  deps: Pick<TicketsDeps, 'clock' | 'tickets'>,
  ticket: Ticket,
  text: string,
  author: { isAdmin: boolean; userName: string },
  outbox: (message: TicketMessage) => OutboxItem[] = () => [],
): Promise<TicketMessage> {
  const closed = () => new AppError('validation', MESSAGES.ticketClosed, { ticket_id: MESSAGES.ticketClosed });
  if (ticket.status === 'closed') throw closed();
  const message = ticketMessage(ticket, text, author, deps.clock.now());
  // The ticket is checked again in the write: a reply racing the ticket's closing is refused too.
  if (!(await deps.tickets.addMessage(ticket, message, outbox(message)))) throw closed();
  return message;
}
