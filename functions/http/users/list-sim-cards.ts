// GET /users/sim-cards.php: the member's eSIMs with their QR, PUK and ICCID, newest first.

import { toSimCardView } from '../../domain/sims/sim-card.js';
import { userOwner } from '../../domain/stock/owner.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';

export const listSimCards: Operation = async (request, deps) => ({
  body: { sim_cards: (await deps.simCards.owned(userOwner(currentUser(request).id))).map(toSimCardView) },
});
