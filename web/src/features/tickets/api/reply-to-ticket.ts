// POST /users/tickets/messages.php?ticket_id= (docs/decisions/019): the member's reply.

import { ticketReplyResponse } from '@shared/schemas/tickets';
import { apiRequest } from '@/lib/api-client';

export async function replyToTicket(ticketId: string, message: string): Promise<void> {
  ticketReplyResponse.parse(
    await apiRequest('users.replyToTicket', { query: { ticket_id: ticketId }, body: { message } }),
  );
}
