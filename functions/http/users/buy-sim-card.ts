// POST /users/sim-cards.php: buys the oldest UK eSIM in stock; 402 when the wallet is short, 503 when none is left.

import { MESSAGES } from '../../../shared/messages.js';
import { buySimRequest } from '../../../shared/schemas/sim-cards.js';
import { buySimCard } from '../../domain/sims/buy-sim-card.js';
import { toQrData, toSimCardView } from '../../domain/sims/sim-card.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';
import { jsonBody } from '../core/request.js';

export const buySimCardOperation: Operation = async (request, deps) => {
  const sim = await buySimCard(deps, currentUser(request), jsonBody(request, buySimRequest));
  return {
    status: 201,
    body: {
      phone_number: sim.phoneNumber,
      qr_data: toQrData(sim),
      message: MESSAGES.simPurchased,
      sim_card: toSimCardView(sim),
    },
  };
};
