// GET /admin/tickets/{id}/messages.php (docs/decisions/019): any ticket's conversation, oldest first.

import { ticketMessagesResponse, type TicketMessageView } from '@shared/schemas/tickets';
import { apiRequest } from '@/lib/api-client';

export async function getConversation(ticketId: string, signal: AbortSignal): Promise<TicketMessageView[]> {
  const answer = await apiRequest('admin.listTicketMessages', { params: { id: ticketId }, signal });
  return ticketMessagesResponse.parse(answer).messages;
}
