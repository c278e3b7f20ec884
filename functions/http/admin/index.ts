// The admin area's Lambda: every operation checks the ADMIN role through the route table's access.

import { createAreaHandler } from '../core/area-handler.js';
import { addSimCardOperation } from './add-sim-card.js';
import { deleteSimCardOperation } from './delete-sim-card.js';
import { listSimCardsOperation } from './list-sim-cards.js';
import { answerTicket, changeTicket, listAllTickets, listConversation } from './tickets.js';
import { updateSimCardOperation } from './update-sim-card.js';

export const handler = createAreaHandler('admin', {
  'admin.listSimCards': listSimCardsOperation,
  'admin.addSimCard': addSimCardOperation,
  'admin.updateSimCard': updateSimCardOperation,
  'admin.deleteSimCard': deleteSimCardOperation,
  'admin.listTickets': listAllTickets,
  'admin.replyToTicket': answerTicket,
  'admin.listTicketMessages': listConversation,
  'admin.updateTicket': changeTicket,
});
