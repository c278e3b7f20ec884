// Creates an anonymous order and its payment GET /payment/coinpayments.php or /payment/nowpayments.php
// (docs/decisions/015 "Calls"; docs/decisions/013 "Paths", "Answers"): the server issues the order id and checks the
// amount, in cents, against its own price.

import type { PaymentProviderName } from '@shared/coins';
import type { PurchaseType } from '@shared/constants';
import { anonymousCheckoutResponse } from '@shared/schemas/payments';
import { apiRequest } from '@/lib/api-client';

const ROUTE = { coinpayments: 'payment.createCoinPayments', nowpayments: 'payment.createNowPayments' } as const;

export interface CheckoutQuery {
  type: PurchaseType;
  /** Left out to buy the eSIM. */
  service_id?: number;
  amount: number;
  currency: string;
  /** The coin's value at that provider. */
  crypto: string;
  /** Where a lease's codes are forwarded. */
  email?: string;
}

export async function createCheckout(
  provider: PaymentProviderName,
  query: CheckoutQuery,
): Promise<{ orderId: string; paymentUrl: string }> {
  const answer = anonymousCheckoutResponse.parse(await apiRequest(ROUTE[provider], { query: { ...query } }));
  return { orderId: answer.order_id, paymentUrl: answer.payment_url };
}
