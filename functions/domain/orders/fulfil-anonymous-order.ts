// The PaymentCompleted consumer's rule: a paid anonymous order gets what it paid for, once: a one-time number
// waiting for its code, a 30-day lease forwarding to the given email, or the oldest eSIM in stock.

import { newLease } from '../leases/lease.js';
import type { PaidOrderSettlement } from '../stock/ports.js';
import { allocateNumber, allocateSimCard } from '../stock/allocate.js';
import type { Owner } from '../stock/owner.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { newOneTimeOrder } from './one-time-order.js';

type FulfilDeps = Pick<StockDeps, 'clock' | 'numbers' | 'oneTimeOrders' | 'leases' | 'simCards' | 'metrics'> &
  Pick<PaymentsDeps, 'anonymousOrders'>;

/**
 * Returns the phone number handed out, or null when there was nothing to do (not fully paid, or fulfilled already).
 * No stock throws, so the event is retried and then kept in the dead-letter queue for an operator.
 */
export async function fulfilAnonymousOrder(deps: FulfilDeps, orderId: string): Promise<string | null> {
  const order = await deps.anonymousOrders.find(orderId);
  if (!order) throw new Error(`PaymentCompleted for ${orderId}, which is not stored`);
  if (order.status !== 'paid' || order.phoneNumber) return null;
  const now = deps.clock.now();
  const owner: Owner = { kind: 'anonymous', orderId };
  const settlement: PaidOrderSettlement = { kind: 'paidOrder', orderId, amountCents: order.priceCents };
  // The anonymous order's own id names what it buys: one order, one number.
  const fields = { id: order.id, owner, priceCents: order.priceCents, now };

  if (order.type === 'buy') {
    const sold = await allocateSimCard(deps.simCards, async (simId) => {
      const result = await deps.simCards.sell(simId, owner, settlement, now);
      return result === 'alreadyFulfilled' ? null : result;
    });
    if (sold) deps.metrics.purchased('esim');
    return sold?.phoneNumber ?? null;
  }
  // Checkout refuses a one-time or lease order without a service, so this only guards the stored data.
  if (order.serviceId === null) throw new Error(`Anonymous ${order.type} order ${order.id} has no service`);
  const service = { id: order.serviceId, name: order.serviceName };
  const handedOut = await allocateNumber(deps.numbers, async (phoneNumber) => {
    const result =
      order.type === 'one-time'
        ? await deps.oneTimeOrders.create(newOneTimeOrder({ ...fields, service, phoneNumber }), settlement, now)
        : await deps.leases.create(newLease({ ...fields, service, phoneNumber, email: order.email }), settlement, now);
    if (result === 'allocated') return phoneNumber;
    return result === 'alreadyFulfilled' ? null : result;
  });
  if (handedOut) deps.metrics.purchased(order.type);
  return handedOut;
}
