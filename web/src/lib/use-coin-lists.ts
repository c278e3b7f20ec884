// Each provider's coins (docs/decisions/015 "Fields": coin options), loaded when a payment dialog opens. When the call
// fails the spec's default list stands in for both and an error toast says 'Failed to load available cryptocurrencies'
// (docs/decisions/015 "Messages").

import { useEffect } from 'react';
import type { CoinOption, PaymentProviderName } from '../../../shared/coins';
import { DEFAULT_COIN, DEFAULT_COINS } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { useAsync } from './use-async';
import { showToast } from './window-events';

export type CoinLists = Record<PaymentProviderName, readonly CoinOption[]>;

const FALLBACK: CoinLists = { coinpayments: DEFAULT_COINS, nowpayments: DEFAULT_COINS };

/** null while loading; `load` must keep its identity (a module-level fetcher). */
export function useCoinLists(load: (signal: AbortSignal) => Promise<CoinLists>): CoinLists | null {
  const lists = useAsync(load);
  const failed = lists.status === 'error';
  useEffect(() => {
    if (failed) showToast(MESSAGES.coinsLoadFailed, 'error');
  }, [failed]);
  if (lists.status === 'pending') return null;
  return lists.status === 'success' ? lists.data : FALLBACK;
}

/** The coin a list starts on: the spec's default coin (btc; CoinPayments writes BTC), else the first. */
export function defaultCoin(coins: readonly CoinOption[]): string {
  return (coins.find((coin) => coin.value.toLowerCase() === DEFAULT_COIN) ?? coins[0])?.value ?? '';
}
