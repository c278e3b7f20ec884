// GET, POST /users/tickets.php and GET, POST /users/tickets/messages.php?ticket_id=: the member's support tickets.

import { MESSAGES } from '../../../shared/messages.js';
import { createTicketRequest, ticketMessagesQuery, ticketReplyRequest } from '../../../shared/schemas/tickets.js';
import { createMemberTicket, memberConversation, memberReply } from '../../domain/tickets/member-tickets.js';
import { toTicketMessageView, toTicketView } from '../../domain/tickets/ticket.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';
import { jsonBody, queryParams } from '../core/request.js';

export const listTickets: Operation = async (request, deps) => {
  const tickets = await deps.tickets.forUser(currentUser(request).id);
  return { body: { tickets: tickets.map(toTicketView) } };
};

export const createTicket: Operation = async (request, deps) => {
  const ticket = await createMemberTicket(deps, currentUser(request), jsonBody(request, createTicketRequest));
  return { status: 201, body: { ticket: toTicketView(ticket), message: MESSAGES.ticketCreated } };
};

export const listTicketMessages: Operation = async (request, deps) => {
  const { ticket_id } = queryParams(request, ticketMessagesQuery);
  const messages = await memberConversation(deps, currentUser(request), ticket_id);
  return { body: { messages: messages.map(toTicketMessageView) } };
};

export const replyToTicket: Operation = async (request, deps) => {
  const { ticket_id } = queryParams(request, ticketMessagesQuery);
  const { message } = jsonBody(request, ticketReplyRequest);
  const reply = await memberReply(deps, currentUser(request), ticket_id, message);
  return {
    status: 201,
    body: { message: MESSAGES.ticketMessageSent, ticket_message: toTicketMessageView(reply) },
  };
};
