// What a payout sends, as the back office writes it: '39.000000 USDT on TRC20' (the coin's code, not the provider's).

import { findCoin } from '@shared/coins';
import type { AdminOwedRefund } from '../api/owed-refunds';

export function payoutAmount(refund: AdminOwedRefund & { payout: NonNullable<AdminOwedRefund['payout']> }): string {
  const { payout } = refund;
  return `${payout.receive_coin} ${findCoin(refund.provider, payout.coin)?.code ?? payout.coin} on ${payout.network}`;
}
