// The Payment entity: one crypto payment at a provider, for a member's top-up, an anonymous order, or the renewal of
// an anonymous order's lease (docs/decisions/062).

import type { PaymentProviderName } from '../../../shared/coins.js';
import type { PaymentStatus } from '../../../shared/schemas/payments.js';
import type { AnonymousOrderStatus } from '../orders/anonymous-order.js';

export type { PaymentStatus };
export type PaymentPurpose = 'top_up' | 'order' | 'lease_renewal';

/** What a renewal payment renews: the lease's end it continues from, and when its renewal was made (null before). */
export interface RenewalOfLease {
  from: string;
  renewedAt: string | null;
}

export interface Payment {
  /** Ours, unguessable; sent to the provider as invoice/custom (CoinPayments) or order_id (NOWPayments). */
  id: string;
  provider: PaymentProviderName;
  purpose: PaymentPurpose;
  userId: string | null;
  orderId: string | null;
  /** A `lease_renewal` payment's renewal of its order's lease (the lease's id is the order's); null for the others. */
  renewal: RenewalOfLease | null;
  amountCents: number;
  currency: 'USD';
  /** The provider's code of the coin chosen. */
  coin: string;
  status: PaymentStatus;
  /** What has been credited so far (top-ups) or recorded as received (orders). */
  creditedCents: number;
  providerRef: string | null;
  /**
   * When the provider stops waiting for the money (CoinPayments' `timeout` after creation); null when it did not say. A
   * payment the provider ends without saying why is expired from then on, cancelled before (docs/decisions/051).
   */
  providerDeadline: string | null;
  /**
   * Money of this payment held for an operator: arrived and neither credited nor turned into what was bought (an
   * order whose payment ended part-paid, or money that arrived after the end); 0 when none (docs/decisions/038).
   */
  heldCents: number;
  checkoutUrl: string | null;
  cryptoAddress: string | null;
  cryptoAmount: string | null;
  createdAt: string;
  updatedAt: string;
}

/** How far along a payment is; statuses only ever move up (out-of-order IPNs never move one back). */
export const STATUS_RANK: Record<PaymentStatus, number> = {
  pending: 0,
  partially_paid: 1,
  completed: 2,
  failed: 2,
  cancelled: 2,
  expired: 2,
};

/** A payment that ended without being paid: money the provider reports after this is held for an operator. */
export const ENDED_UNPAID: ReadonlySet<PaymentStatus> = new Set(['failed', 'cancelled', 'expired']);

/** The anonymous order's status that goes with each status of its payment. */
export const ORDER_STATUS_FOR: Record<PaymentStatus, AnonymousOrderStatus> = {
  pending: 'pending_payment',
  partially_paid: 'underpaid',
  completed: 'paid',
  failed: 'payment_failed',
  cancelled: 'payment_failed',
  expired: 'payment_failed',
};

/** A payment for an anonymous order: its first payment, or a renewal of its lease; both buy, neither credits a wallet. */
export const buysForOrder = (payment: Pick<Payment, 'purpose'>) => payment.purpose !== 'top_up';

/**
 * What an anonymous order's payment leaves stranded: the money recorded as arrived once the payment ended unpaid, which
 * bought nothing and, unlike a top-up's, was credited nowhere (docs/decisions/038). 0 for a paid or open payment.
 */
export function strandedCents(payment: Payment): number {
  return buysForOrder(payment) && ENDED_UNPAID.has(payment.status) ? payment.creditedCents : 0;
}
