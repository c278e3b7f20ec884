// What a payout sends, as the back office writes it: '39.000000 USDT on TRC20' (the coin's code rather than the
// provider's own code for it, whichever provider that is).

import { findCoin, PAYMENT_PROVIDERS } from '@shared/coins';
import type { PayoutView } from '@shared/schemas/refunds';

export function payoutAmount(payout: PayoutView): string {
  const coin = PAYMENT_PROVIDERS.map((provider) => findCoin(provider, payout.coin)).find(Boolean);
  return `${payout.receive_coin} ${coin?.code ?? payout.coin} on ${payout.network}`;
}
