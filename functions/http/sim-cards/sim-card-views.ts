// The back office's SIM rows: the stored SIM with the buyer's name and email looked up (a member's own, an anonymous
// buyer's order email).

import type { AdminSimCard } from '../../../shared/schemas/admin-sim-cards.js';
import type { Dependencies } from '../../adapters/dependencies.js';
import type { SimCard } from '../../domain/sims/sim-card.js';

const ANONYMOUS_BUYER = 'Anonymous buyer';

async function buyer(deps: Dependencies, sim: SimCard): Promise<{ name: string | null; email: string | null }> {
  if (!sim.owner) return { name: null, email: null };
  if (sim.owner.kind === 'user') {
    const user = await deps.users.findById(sim.owner.userId);
    return { name: user?.name ?? null, email: user?.email ?? null };
  }
  const order = await deps.anonymousOrders.find(sim.owner.orderId);
  return { name: ANONYMOUS_BUYER, email: order?.email ?? null };
}

export async function adminSimCardView(deps: Dependencies, sim: SimCard): Promise<AdminSimCard> {
  const soldTo = await buyer(deps, sim);
  return {
    id: sim.id,
    iccid: sim.iccid,
    puk_code: sim.puk,
    phone_number: sim.phoneNumber,
    status: sim.status,
    price_cents: sim.priceCents,
    sold_to_user_name: soldTo.name,
    sold_to_user_email: soldTo.email,
    created_at: sim.createdAt,
  };
}
