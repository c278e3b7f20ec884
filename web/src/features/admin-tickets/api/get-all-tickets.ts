// GET /admin/tickets.php (docs/decisions/019): a page of every ticket, newest first, and the next page's cursor.

import { adminTicketsResponse } from '@shared/schemas/tickets';
import { apiRequest } from '@/lib/api-client';

export async function getAllTickets(cursor: string | null, signal: AbortSignal) {
  const answer = await apiRequest('admin.listTickets', { query: { cursor: cursor ?? undefined }, signal });
  return adminTicketsResponse.parse(answer);
}
