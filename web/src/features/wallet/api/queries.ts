// The wallet feature's queries: the member's ledger, the coins for a top-up, and a top-up's state (polled every 5 s up
// to 1800 s by the instructions step, docs/decisions/015 "Constants"). All sit under the member root, so whatever
// moves money invalidates them (lib/refresh-member-data.ts).

import { queryOptions } from '@tanstack/react-query';
import type { PaymentProviderName } from '../../../../../shared/coins';
import { QUERY_ROOTS } from '../../../lib/query/client';
import { getAvailableCoins } from './get-available-coins';
import { getTopUp } from './get-top-up';
import { getWalletTransactions } from './get-wallet-transactions';

const WALLET = [...QUERY_ROOTS.member, 'wallet'] as const;

export const walletLedgerQuery = () =>
  queryOptions({ queryKey: [...WALLET, 'transactions'], queryFn: ({ signal }) => getWalletTransactions(signal) });

export const topUpCoinsQuery = () =>
  queryOptions({ queryKey: [...WALLET, 'coins'], queryFn: ({ signal }) => getAvailableCoins(signal) });

export const topUpQuery = (provider: PaymentProviderName, paymentId: string) =>
  queryOptions({
    queryKey: [...WALLET, 'top-ups', provider, paymentId],
    queryFn: ({ signal }) => getTopUp(provider, paymentId, signal),
  });
