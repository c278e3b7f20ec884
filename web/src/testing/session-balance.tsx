// The top bar's balance as the session reads it (the current-user query), for tests that check a money move refreshes it.

import { useQuery } from '@tanstack/react-query';
import { formatUsd } from '@shared/money';
import { currentUserQuery } from '@/features/auth/api/queries';

export function SessionBalance() {
  const { data } = useQuery(currentUserQuery());
  return <p>Balance {data ? formatUsd(data.wallet_balance) : '…'}</p>;
}
