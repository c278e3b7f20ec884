// The anonymous order: what a visitor pays for in crypto without an account, reached only by its unguessable id.

import type { PurchaseType } from '../../../shared/constants.js';
import type { OrderPaymentStatus } from '../../../shared/schemas/payments.js';

export type AnonymousOrderStatus = OrderPaymentStatus;

export interface AnonymousOrder {
  /** 128 random bits: the buyer's only key (docs/decisions/016 invariant 5). */
  id: string;
  type: PurchaseType;
  serviceId: number | null;
  serviceName: string;
  priceCents: number;
  /** Where lease codes are forwarded. */
  email: string | null;
  /**
   * When the buyer opened the link sent to `email` (docs/decisions/053): forwarding waits for it. Orders stored before
   * addresses were confirmed count as confirmed.
   */
  emailConfirmedAt: string | null;
  paymentId: string;
  status: AnonymousOrderStatus;
  phoneNumber: string | null;
  createdAt: string;
}

/** An order nothing was paid for is deleted this long after it was created (DynamoDB TTL); one with money is kept. */
const UNPAID_ORDER_KEPT_HOURS = 24;

export function unpaidOrderExpiry(order: Pick<AnonymousOrder, 'createdAt'>): Date {
  return new Date(Date.parse(order.createdAt) + UNPAID_ORDER_KEPT_HOURS * 3_600_000);
}
