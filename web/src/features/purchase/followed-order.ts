// The anonymous order this browser follows, kept in local storage and in the address (`?order_id=`) until it is
// finished or the buyer lets it go (docs/decisions/023): a reload, a return from the payment page or the order link
// opened anywhere brings back its current view. First-load code reaches it through ./load-followed-order.ts.

import * as z from 'zod';
import { PURCHASE_TYPES } from '@shared/constants';
import { storedValue } from '@/lib/stored-value';
import { FOLLOWED_ORDER_KEY } from './followed-order-key';

const paidPurchase = z.object({
  type: z.enum(PURCHASE_TYPES),
  serviceId: z.number().nullable(),
  serviceName: z.string(),
});
const trackedCheckout = z.object({
  orderId: z.string(),
  paymentUrl: z.string().nullable(),
  purchase: paidPurchase.nullable(),
});

/** An order followed by this browser; `paymentUrl` and `purchase` are null when it came from a link. */
export type TrackedCheckout = z.infer<typeof trackedCheckout>;

const stored = storedValue(FOLLOWED_ORDER_KEY, trackedCheckout);

export const saveFollowedOrder = stored.save;
export const followedOrder = stored.read;

/** The stored order of this id, else what the address alone tells: its id. */
export function checkoutOf(orderId: string): TrackedCheckout {
  const checkout = stored.read();
  return checkout?.orderId === orderId ? checkout : { orderId, paymentUrl: null, purchase: null };
}

export function forgetFollowedOrder(orderId: string): void {
  if (stored.read()?.orderId === orderId) stored.clear();
}
