// A member buys a one-time number: the server's price, then debit, order and number in one transaction.

import type { PurchaseRequest } from '../../../shared/schemas/orders.js';
import type { Service } from '../../../shared/schemas/services.js';
import { activationId } from '../ids.js';
import { allocateNumber } from '../stock/allocate.js';
import { userOwner } from '../stock/owner.js';
import { quoteNumber } from '../stock/pricing.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { User } from '../users/user.js';
import { newOneTimeOrder, type OneTimeOrder } from './one-time-order.js';
import { walletPurchaseEmail } from '../users/order-update-emails.js';
import { announceOutbox } from '../outbox/outbox-writes.js';

export async function buyOneTimeNumber(
  deps: Pick<StockDeps, 'clock' | 'catalogue' | 'numbers' | 'oneTimeOrders' | 'metrics' | 'events'>,
  user: User,
  request: PurchaseRequest,
  accept?: (number: string) => boolean,
  priced?: Service,
): Promise<OneTimeOrder> {
  const { service, priceCents } = await quoteNumber(
    deps.catalogue,
    'one-time',
    request,
    user.walletBalanceCents,
    priced,
  );
  const now = deps.clock.now();
  const bought = await allocateNumber(
    deps.numbers,
    async (phoneNumber) => {
      // Each attempt takes a new numeric id (docs/decisions/030 "Numeric ids"): one already taken fails it like a taken number.
      const id = String(activationId(now, 'order'));
      const debit = {
        userId: user.id,
        kind: 'one_time' as const,
        amountCents: priceCents,
        description: `One-Time SMS: ${service.name}`,
        reference: `one_time:${id}`,
      };
      const order = newOneTimeOrder({ id, owner: userOwner(user.id), service, priceCents, phoneNumber, now });
      const mail = walletPurchaseEmail(user, { ...debit, phoneNumber }, now);
      const result = await deps.oneTimeOrders.create(order, { kind: 'wallet', debit, ...(mail ? { mail } : {}) }, now);
      return result === 'allocated' ? { order, mail } : result;
    },
    accept,
  );
  deps.metrics.purchased('one-time');
  await announceOutbox(deps, bought.mail?.outbox ?? []);
  return bought.order;
}
