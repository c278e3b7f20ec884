// Both providers' coins for a member's top-up GET /users/available-coins.php?method=both (docs/decisions/015 "Calls").

import { availableCoinsResponse } from '@shared/schemas/payments';
import { apiRequest } from '@/lib/api-client';
import type { CoinLists } from '@/lib/query/use-coin-lists';

export async function getAvailableCoins(signal: AbortSignal): Promise<CoinLists> {
  const { coinpayments, nowpayments } = availableCoinsResponse.parse(
    await apiRequest('users.listAvailableCoins', { query: { method: 'both' }, signal }),
  );
  return { coinpayments, nowpayments };
}
