// The anonymous order: what a visitor pays for in crypto without an account, reached only by its unguessable id.

import type { PurchaseType } from '../../../shared/constants.js';
import type { OrderPaymentStatus } from '../../../shared/schemas/payments.js';

export type AnonymousOrderStatus = OrderPaymentStatus;

export interface AnonymousOrder {
  /** 128 random bits: the buyer's only key (ARCHITECTURE.md invariant 5). */
  id: string;
  type: PurchaseType;
  serviceId: number | null;
  serviceName: string;
  priceCents: number;
  /** Where lease codes are forwarded. */
  email: string | null;
  paymentId: string;
  status: AnonymousOrderStatus;
  phoneNumber: string | null;
  createdAt: string;
}
