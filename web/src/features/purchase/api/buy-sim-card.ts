// POST /users/sim-cards.php (docs/decisions/015 "Calls"): a member buys a UK eSIM; the answer carries its QR data.

import { buySimResponse, type SimCardView } from '@shared/schemas/sim-cards';
import { apiRequest } from '@/lib/api-client';

export async function buySimCard(priceCents: number): Promise<SimCardView> {
  return buySimResponse.parse(await apiRequest('users.buySimCard', { body: { price_cents: priceCents } })).sim_card;
}
