// GET /users/tickets.php (docs/decisions/019): the member's tickets, newest first.

import { ticketsResponse, type TicketView } from '@shared/schemas/tickets';
import { apiRequest } from '@/lib/api-client';

export async function getTickets(signal: AbortSignal): Promise<TicketView[]> {
  return ticketsResponse.parse(await apiRequest('users.listTickets', { signal })).tickets;
}
