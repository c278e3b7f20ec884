// A member rents a number for 30 days: the server's price, then debit, lease and number in one transaction.

import type { PurchaseRequest } from '../../../shared/schemas/orders.js';
import type { Service } from '../../../shared/schemas/services.js';
import { activationId } from '../ids.js';
import { allocateNumber } from '../stock/allocate.js';
import { userOwner } from '../stock/owner.js';
import { quoteNumber } from '../stock/pricing.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { User } from '../users/user.js';
import { newLease, type Lease } from './lease.js';
import { walletPurchaseEmail } from '../users/order-update-emails.js';
import { announceOutbox } from '../outbox/outbox-writes.js';

export async function rentNumber(
  deps: Pick<StockDeps, 'clock' | 'catalogue' | 'numbers' | 'leases' | 'metrics' | 'events'>,
  user: User,
  request: PurchaseRequest,
  priced?: Service,
): Promise<Lease> {
  const { service, priceCents } = await quoteNumber(deps.catalogue, 'lease', request, user.walletBalanceCents, priced);
  const now = deps.clock.now();
  const rented = await allocateNumber(deps.numbers, async (phoneNumber) => {
    // A new numeric id per attempt, as for one-time orders (docs/decisions/030 "Numeric ids").
    const id = String(activationId(now, 'lease'));
    const debit = {
      userId: user.id,
      kind: 'lease' as const,
      amountCents: priceCents,
      description: `30-Day Lease: ${service.name}`,
      reference: `lease:${id}`,
    };
    // A member's messages are forwarded to their address as it is when each arrives.
    const lease = newLease({ id, owner: userOwner(user.id), service, priceCents, phoneNumber, email: null, now });
    const mail = walletPurchaseEmail(user, { ...debit, phoneNumber }, now);
    const result = await deps.leases.create(lease, { kind: 'wallet', debit, ...(mail ? { mail } : {}) }, now);
    return result === 'allocated' ? { lease, mail } : result;
  });
  deps.metrics.purchased('lease');
  await announceOutbox(deps, rented.mail?.outbox ?? []);
  return rented.lease;
}
