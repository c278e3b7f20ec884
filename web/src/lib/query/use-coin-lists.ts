// Each provider's coins (docs/decisions/015 "Fields": coin options), read when a payment dialog opens. When the call
// fails the spec's default list stands in for both and an error toast says 'Failed to load available cryptocurrencies'
// (docs/decisions/015 "Messages").

import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CoinOption, PaymentProviderName } from '@shared/coins';
import { DEFAULT_COIN, DEFAULT_COINS } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { showToast } from '../window-events';

export type CoinLists = Record<PaymentProviderName, readonly CoinOption[]>;

const FALLBACK: CoinLists = { coinpayments: DEFAULT_COINS, nowpayments: DEFAULT_COINS };

/** null while loading; `query` is a feature's coins query. */
export function useCoinLists<K extends QueryKey>(
  query: UseQueryOptions<CoinLists, Error, CoinLists, K>,
): CoinLists | null {
  const { data, isError } = useQuery({ ...query, staleTime: Infinity });
  useEffect(() => {
    if (isError) showToast(MESSAGES.coinsLoadFailed, 'error');
  }, [isError]);
  if (data) return data;
  return isError ? FALLBACK : null;
}

/** The coin a list starts on: the spec's default coin (btc; CoinPayments writes BTC), else the first. */
export function defaultCoin(coins: readonly CoinOption[]): string {
  return (coins.find((coin) => coin.value.toLowerCase() === DEFAULT_COIN) ?? coins[0])?.value ?? '';
}
