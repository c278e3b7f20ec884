// A member buys a UK eSIM: 25.00, the oldest SIM in STOCK, debit and sale in one transaction (docs/decisions/013
// "eSIM").

import { BUY_PRICE_CENTS } from '../../../shared/constants.js';
import { LABELS } from '../../../shared/messages.js';
import { sortableId } from '../ids.js';
import { allocateSimCard } from '../stock/allocate.js';
import { userOwner } from '../stock/owner.js';
import { checkBalance, checkClientPrice } from '../stock/pricing.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { User } from '../users/user.js';
import type { SimCard } from './sim-card.js';

export async function buySimCard(
  deps: Pick<StockDeps, 'clock' | 'simCards' | 'metrics'>,
  user: User,
  request: { price_cents: number },
): Promise<SimCard> {
  checkClientPrice(request.price_cents, BUY_PRICE_CENTS);
  checkBalance(user.walletBalanceCents, BUY_PRICE_CENTS);
  const now = deps.clock.now();
  const purchase = sortableId(now);
  const sold = await allocateSimCard(deps.simCards, (simId) =>
    deps.simCards.sell(
      simId,
      userOwner(user.id),
      {
        kind: 'wallet',
        debit: {
          userId: user.id,
          kind: 'esim',
          amountCents: BUY_PRICE_CENTS,
          description: `Number Purchase: ${LABELS.ukEsim}`,
          reference: `esim:${purchase}`,
        },
      },
      now,
    ),
  );
  deps.metrics.purchased('esim');
  return sold;
}
