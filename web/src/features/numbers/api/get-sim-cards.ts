// GET /users/sim-cards.php (docs/decisions/015 "Calls"): the member's eSIMs, newest first, with QR, PUK and ICCID.

import { simCardListResponse, type SimCardView } from '@shared/schemas/sim-cards';
import { apiRequest } from '@/lib/api-client';

export async function getSimCards(signal: AbortSignal): Promise<SimCardView[]> {
  return simCardListResponse.parse(await apiRequest('users.listSimCards', { signal })).sim_cards;
}
