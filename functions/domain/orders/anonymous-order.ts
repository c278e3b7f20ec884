// The anonymous order: what a visitor pays for in crypto without an account, reached only by its unguessable id.

import type { PaymentProviderName } from '../../../shared/coins.js';
import type { PurchaseType } from '../../../shared/constants.js';

/** DECISIONS.md: one-time and lease use CoinPayments, buy uses NOWPayments. */
export const PROVIDER_FOR_TYPE: Record<PurchaseType, PaymentProviderName> = {
  'one-time': 'coinpayments',
  lease: 'coinpayments',
  buy: 'nowpayments',
};

export type AnonymousOrderStatus = 'pending_payment' | 'paid' | 'underpaid' | 'payment_failed';

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
