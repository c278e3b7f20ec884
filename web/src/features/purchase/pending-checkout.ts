// The anonymous checkout waiting at the payment page, kept in local storage: the tab the checkout returns to
// (/?order_id=…&payment=success) learns from it what was bought and can reopen the payment page.

import * as z from 'zod';
import { PURCHASE_TYPES } from '../../../../shared/constants';
import { storedValue } from '../../lib/stored-value';

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

/** An order followed until its payment is confirmed; `purchase` is null when another browser started it. */
export type TrackedCheckout = z.infer<typeof trackedCheckout>;

const stored = storedValue('pendingCheckout', trackedCheckout);

export const savePendingCheckout = stored.save;

/** The stored checkout of this order, else what the return address alone tells: its id. */
export function checkoutOf(orderId: string): TrackedCheckout {
  const checkout = stored.read();
  return checkout?.orderId === orderId ? checkout : { orderId, paymentUrl: null, purchase: null };
}

export function clearPendingCheckout(orderId: string): void {
  if (stored.read()?.orderId === orderId) stored.clear();
}
