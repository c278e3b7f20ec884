// PUT /admin/sim-cards.php {id, status}: marks a SIM in STOCK as expired or restores an expired one.

import { MESSAGES } from '../../../shared/messages.js';
import { updateSimCardRequest } from '../../../shared/schemas/admin-sim-cards.js';
import { moveSimCard } from '../../domain/sims/sim-stock.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody } from '../core/request.js';
import { adminSimCardView } from './sim-card-views.js';

export const updateSimCardOperation: Operation = async (request, deps) => {
  const { id, status } = jsonBody(request, updateSimCardRequest);
  const sim = await moveSimCard(deps, id, status);
  return { body: { sim_card: await adminSimCardView(deps, sim), message: MESSAGES.simStatusUpdated } };
};
