// POST /admin/tickets.php (docs/decisions/019): support's reply, mailed to whoever opened the ticket.

import { ticketReplyResponse } from '@shared/schemas/tickets';
import { apiRequest } from '@/lib/api-client';

export async function answerTicket(ticketId: string, message: string): Promise<void> {
  ticketReplyResponse.parse(await apiRequest('admin.replyToTicket', { body: { ticket_id: ticketId, message } }));
}
