// The wallet feature's queries: the member's ledger, the coins for a top-up, and a top-up's state (polled every 5 s up
// to 1800 s by the instructions step, docs/decisions/015 "Constants"). The ledger and top-ups sit under the member root,
// so whatever moves money invalidates them (lib/refresh-member-data.ts).

import { queryOptions } from '@tanstack/react-query';
import type { PaymentProviderName } from '@shared/coins';
import { QUERY_ROOTS } from '@/lib/query/client';
import { getAvailableCoins } from './get-available-coins';
import { getTopUp } from './get-top-up';
import { getWalletTransactions } from './get-wallet-transactions';

const WALLET = [...QUERY_ROOTS.member, 'wallet'] as const;

export const walletLedgerQuery = () =>
  queryOptions({ queryKey: [...WALLET, 'transactions'], queryFn: ({ signal }) => getWalletTransactions(signal) });

/** The coins change with the providers, not with the member's money: outside the member root, so no purchase refetches them. */
export const topUpCoinsQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.payment, 'top-up-coins'],
    queryFn: ({ signal }) => getAvailableCoins(signal),
  });

export const topUpQuery = (provider: PaymentProviderName, paymentId: string) =>
  queryOptions({
    queryKey: [...WALLET, 'top-ups', provider, paymentId],
    queryFn: ({ signal }) => getTopUp(provider, paymentId, signal),
  });
