// Adds a message to a ticket's conversation, from the member or from support; a closed ticket takes none.

import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import { ticketMessage, type Ticket, type TicketMessage } from './ticket.js';
import type { TicketsDeps } from './tickets-deps.js';

export async function addReply(
  deps: Pick<TicketsDeps, 'clock' | 'tickets'>,
  ticket: Ticket,
  text: string,
  author: { isAdmin: boolean; userName: string },
): Promise<TicketMessage> {
  const closed = () => new AppError('validation', MESSAGES.ticketClosed, { ticket_id: MESSAGES.ticketClosed });
  if (ticket.status === 'closed') throw closed();
  const message = ticketMessage(ticket, text, author, deps.clock.now());
  // The ticket is checked again in the write: a reply racing the ticket's closing is refused too.
  if (!(await deps.tickets.addMessage(ticket, message))) throw closed();
  return message;
}
