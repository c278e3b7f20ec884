// The admin area's Lambda; its operations arrive with their issues (the route table already lists the paths).

import { createAreaHandler } from '../core/area-handler.js';
import { answerTicket, changeTicket, listAllTickets, listConversation } from './tickets.js';

export const handler = createAreaHandler('admin', {
  'admin.listTickets': listAllTickets,
  'admin.replyToTicket': answerTicket,
  'admin.listTicketMessages': listConversation,
  'admin.updateTicket': changeTicket,
});
