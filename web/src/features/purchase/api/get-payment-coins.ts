// Both providers' coins for an anonymous payment GET /payment/available-coins.php (docs/decisions/015 "Calls").

import { availableCoinsResponse } from '@shared/schemas/payments';
import { apiRequest } from '@/lib/api-client';
import type { CoinLists } from '@/lib/query/use-coin-lists';

export async function getPaymentCoins(signal: AbortSignal): Promise<CoinLists> {
  const { coinpayments, nowpayments } = availableCoinsResponse.parse(
    await apiRequest('payment.availableCoins', { signal }),
  );
  return { coinpayments, nowpayments };
}
