// GET /users/tickets/messages.php?ticket_id= (docs/decisions/019): one ticket's conversation, oldest first.

import { ticketMessagesResponse, type TicketMessageView } from '@shared/schemas/tickets';
import { apiRequest } from '@/lib/api-client';

export async function getTicketMessages(ticketId: string, signal: AbortSignal): Promise<TicketMessageView[]> {
  const answer = await apiRequest('users.listTicketMessages', { query: { ticket_id: ticketId }, signal });
  return ticketMessagesResponse.parse(answer).messages;
}
