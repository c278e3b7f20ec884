// Where a member's top-up stands GET /users/coinpayments.php or /users/nowpayments.php?payment_id=
// (docs/decisions/015 "Calls").

import type { PaymentProviderName } from '@shared/coins';
import { topUpStatusResponse, type TopUpPayment } from '@shared/schemas/payments';
import { apiRequest } from '@/lib/api-client';

const ROUTE = { coinpayments: 'users.getCoinPaymentsTopUp', nowpayments: 'users.getNowPaymentsTopUp' } as const;

export async function getTopUp(
  provider: PaymentProviderName,
  paymentId: string,
  signal: AbortSignal,
): Promise<TopUpPayment> {
  return topUpStatusResponse.parse(await apiRequest(ROUTE[provider], { query: { payment_id: paymentId }, signal }))
    .payment;
}
