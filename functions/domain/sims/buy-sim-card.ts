// A member buys a UK eSIM: 25.00, the oldest SIM in STOCK, debit and sale in one transaction (DECISIONS.md "eSIM").

import { BUY_PRICE_CENTS, ESIM_SERVICE_NAME } from '../../../shared/constants.js';
import { sortableId } from '../ids.js';
import { allocateSimCard } from '../stock/allocate.js';
import { userOwner } from '../stock/owner.js';
import { checkBalance, checkClientPrice } from '../stock/pricing.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { User } from '../users/user.js';
import type { SimCard } from './sim-card.js';

export async function buySimCard(
  deps: Pick<StockDeps, 'clock' | 'simCards'>,
  user: User,
  request: { price_cents: number },
): Promise<SimCard> {
  checkClientPrice(request.price_cents, BUY_PRICE_CENTS);
  checkBalance(user.walletBalanceCents, BUY_PRICE_CENTS);
  const now = deps.clock.now();
  const purchase = sortableId(now);
  return allocateSimCard(deps.simCards, (simId) =>
    deps.simCards.sell(
      simId,
      userOwner(user.id),
      {
        kind: 'wallet',
        debit: {
          userId: user.id,
          kind: 'esim',
          amountCents: BUY_PRICE_CENTS,
          description: `Number Purchase: ${ESIM_SERVICE_NAME}`,
          reference: `esim:${purchase}`,
        },
      },
      now,
    ),
  );
}
