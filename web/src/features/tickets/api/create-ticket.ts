// POST /users/tickets.php (docs/decisions/019): opens a ticket; the category is sent upper-cased, as the spec does.

import { ticketCreatedResponse, type TicketView } from '@shared/schemas/tickets';
import { apiRequest } from '@/lib/api-client';

export interface NewTicket {
  subject: string;
  category: string;
  priority: string;
  message: string;
}

export async function createTicket(ticket: NewTicket): Promise<TicketView> {
  const body = { ...ticket, category: ticket.category.toUpperCase() };
  return ticketCreatedResponse.parse(await apiRequest('users.createTicket', { body })).ticket;
}
