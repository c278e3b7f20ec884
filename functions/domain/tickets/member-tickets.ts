// A member's own tickets: opening one, reading its conversation and replying; another member's ticket is not found.

import { MESSAGES } from '../../../shared/messages.js';
import type { TicketCategory, TicketPriority } from '../../../shared/schemas/tickets.js';
import { AppError } from '../errors.js';
import type { User } from '../users/user.js';
import { addReply } from './ticket-reply.js';
import { openTicket, ticketId, type Ticket, type TicketMessage } from './ticket.js';
import type { TicketsDeps } from './tickets-deps.js';

export async function createMemberTicket(
  deps: Pick<TicketsDeps, 'clock' | 'tickets'>,
  user: User,
  request: { subject: string; category: TicketCategory; priority: TicketPriority; message: string },
): Promise<Ticket> {
  const opener = { userId: user.id, userName: user.name, userEmail: user.email };
  const { ticket, opening } = openTicket(opener, request, deps.clock.now());
  await deps.tickets.create(ticket, opening);
  return ticket;
}

export async function memberTicket(deps: Pick<TicketsDeps, 'tickets'>, user: User, id: string): Promise<Ticket> {
  const ticket = await deps.tickets.find(ticketId(id));
  if (!ticket || ticket.userId !== user.id) throw new AppError('notFound', MESSAGES.ticketNotFound);
  return ticket;
}

export async function memberConversation(
  deps: Pick<TicketsDeps, 'tickets'>,
  user: User,
  id: string,
): Promise<TicketMessage[]> {
  return deps.tickets.messages((await memberTicket(deps, user, id)).id);
}

export async function memberReply(
  deps: Pick<TicketsDeps, 'clock' | 'tickets'>,
  user: User,
  id: string,
  message: string,
): Promise<TicketMessage> {
  const ticket = await memberTicket(deps, user, id);
  return addReply(deps, ticket, message, { isAdmin: false, userName: user.name });
}
