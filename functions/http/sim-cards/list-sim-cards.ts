// GET /admin/sim-cards.php: one page of the SIM stock (page, limit 20, status, search by ICCID or PUK) with the five
// cards' counts.

import { listSimCardsQuery } from '../../../shared/schemas/admin-sim-cards.js';
import { listSimStock } from '../../domain/sims/sim-stock.js';
import type { Operation } from '../core/area-handler.js';
import { queryParams } from '../core/request.js';
import { adminSimCardView } from './sim-card-views.js';

export const listSimCardsOperation: Operation = async (request, deps) => {
  const query = queryParams(request, listSimCardsQuery);
  const list = await listSimStock(deps, { ...query, status: query.status || null });
  return {
    body: {
      sim_cards: await Promise.all(list.sims.map((sim) => adminSimCardView(deps, sim))),
      stats: list.stats,
      pagination: { page: query.page, total_pages: list.totalPages, total_count: list.totalCount },
    },
  };
};
