// The admin area's Lambda; its operations arrive with their issues (the route table already lists the paths).

import { createAreaHandler } from '../core/area-handler.js';
import { addSimCardOperation } from './add-sim-card.js';
import { deleteSimCardOperation } from './delete-sim-card.js';
import { listSimCardsOperation } from './list-sim-cards.js';
import { updateSimCardOperation } from './update-sim-card.js';

export const handler = createAreaHandler('admin', {
  'admin.listSimCards': listSimCardsOperation,
  'admin.addSimCard': addSimCardOperation,
  'admin.updateSimCard': updateSimCardOperation,
  'admin.deleteSimCard': deleteSimCardOperation,
});
