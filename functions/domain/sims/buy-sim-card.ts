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
import { walletPurchaseEmail } from '../users/order-update-emails.js';
import { announceOutbox } from '../outbox/outbox-writes.js';

export async function buySimCard(
  deps: Pick<StockDeps, 'clock' | 'simCards' | 'metrics' | 'events'>,
  user: User,
  request: { price_cents: number },
): Promise<SimCard> {
  checkClientPrice(request.price_cents, BUY_PRICE_CENTS);
  checkBalance(user.walletBalanceCents, BUY_PRICE_CENTS);
  const now = deps.clock.now();
  const purchase = sortableId(now);
  const debit = {
    userId: user.id,
    kind: 'esim' as const,
    amountCents: BUY_PRICE_CENTS,
    description: `Number Purchase: ${LABELS.ukEsim}`,
    reference: `esim:${purchase}`,
  };
  // The eSIM's number is known once a card is picked; its details stay in the account, never in an email.
  const mail = walletPurchaseEmail(user, { ...debit, phoneNumber: null }, now);
  const sold = await allocateSimCard(deps.simCards, (simId) =>
    deps.simCards.sell(simId, userOwner(user.id), { kind: 'wallet', debit, ...(mail ? { mail } : {}) }, now),
  );
  deps.metrics.purchased('esim');
  await announceOutbox(deps, mail?.outbox ?? []);
  return sold;
}
