// Starts a member's crypto top-up POST /users/coinpayments.php or /users/nowpayments.php (docs/decisions/015 "Calls"),
// amount in cents.

import type { PaymentProviderName } from '@shared/coins';
import { topUpResponse, type TopUpPayment, type TopUpRequest } from '@shared/schemas/payments';
import { apiRequest } from '@/lib/api-client';

const ROUTE = { coinpayments: 'users.createCoinPaymentsTopUp', nowpayments: 'users.createNowPaymentsTopUp' } as const;

export async function createTopUp(provider: PaymentProviderName, body: TopUpRequest): Promise<TopUpPayment> {
  return topUpResponse.parse(await apiRequest(ROUTE[provider], { body }));
}
