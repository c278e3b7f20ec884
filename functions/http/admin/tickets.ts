// Support's ticket calls: GET, POST /admin/tickets.php, GET /admin/tickets/{id}/messages.php, PUT
// /admin/tickets/{id}.php.

import { MESSAGES } from '../../../shared/messages.js';
import { adminTicketsQuery, supportReplyRequest, updateTicketRequest } from '../../../shared/schemas/tickets.js';
import { supportReply, supportTicket, updateTicket } from '../../domain/tickets/support-tickets.js';
import { toAdminTicketView, toTicketMessageView } from '../../domain/tickets/ticket.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody, queryParams } from '../core/request.js';

export const listAllTickets: Operation = async (request, deps) => {
  const { limit, cursor } = queryParams(request, adminTicketsQuery);
  const [{ tickets, nextCursor }, counts] = await Promise.all([
    deps.tickets.page(limit, cursor ?? null),
    deps.tickets.counts(),
  ]);
  return {
    body: {
      tickets: tickets.map(toAdminTicketView),
      next_cursor: nextCursor,
      counts: {
        total: counts.total,
        open: counts.open,
        in_progress: counts.inProgress,
        high_priority: counts.highPriority,
      },
    },
  };
};

export const answerTicket: Operation = async (request, deps) => {
  const { ticket_id, message } = jsonBody(request, supportReplyRequest);
  const reply = await supportReply(deps, ticket_id, message);
  return { status: 201, body: { message: MESSAGES.replySent, ticket_message: toTicketMessageView(reply) } };
};

export const listConversation: Operation = async (request, deps) => {
  const ticket = await supportTicket(deps, request.params.id ?? '');
  const messages = await deps.tickets.messages(ticket.id);
  return { body: { ticket: toAdminTicketView(ticket), messages: messages.map(toTicketMessageView) } };
};

export const changeTicket: Operation = async (request, deps) => {
  const ticket = await updateTicket(deps, request.params.id ?? '', jsonBody(request, updateTicketRequest));
  return { body: { ticket: toAdminTicketView(ticket) } };
};
