// The SIM stock's Lambda (the back office's SIM Management calls, ADMIN only): a function of its own because reading
// an uploaded QR image brings PNG and QR decoders the rest of the back office does not need (docs/decisions/022).

import { createAreaHandler } from '../core/area-handler.js';
import { addSimCardOperation } from './add-sim-card.js';
import { deleteSimCardOperation } from './delete-sim-card.js';
import { listSimCardsOperation } from './list-sim-cards.js';
import { updateSimCardOperation } from './update-sim-card.js';

export const handler = createAreaHandler('simCards', {
  'admin.listSimCards': listSimCardsOperation,
  'admin.addSimCard': addSimCardOperation,
  'admin.updateSimCard': updateSimCardOperation,
  'admin.deleteSimCard': deleteSimCardOperation,
});
