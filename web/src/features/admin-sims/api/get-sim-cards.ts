// GET /admin/sim-cards.php: one page of the SIM stock with the five cards' counts.

import { listSimCardsResponse, type ListSimCardsResponse } from '@shared/schemas/admin-sim-cards';
import { apiRequest } from '@/lib/api-client';

export interface SimListFilter {
  page: number;
  status: string;
  search: string;
}

export async function getSimCards(filter: SimListFilter, signal: AbortSignal): Promise<ListSimCardsResponse> {
  const query = { page: filter.page, limit: 20, status: filter.status || undefined, search: filter.search || undefined };
  return listSimCardsResponse.parse(await apiRequest('admin.listSimCards', { query, signal }));
}
