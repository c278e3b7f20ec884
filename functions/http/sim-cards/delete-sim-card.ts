// DELETE /admin/sim-cards.php {id}: removes a SIM that is still in STOCK.

import { MESSAGES } from '../../../shared/messages.js';
import { deleteSimCardRequest } from '../../../shared/schemas/admin-sim-cards.js';
import { deleteSimCard } from '../../domain/sims/sim-stock.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody } from '../core/request.js';

export const deleteSimCardOperation: Operation = async (request, deps) => {
  await deleteSimCard(deps, jsonBody(request, deleteSimCardRequest).id);
  return { body: { message: MESSAGES.simDeleted } };
};
