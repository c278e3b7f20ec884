// What a panel that says an order's money is kept tells the buyer to do about it: when the order owes it to them
// (docs/decisions/063), take it back below, where the money-owed panel offers the ways or says where it went; else
// (money the buyer cannot take themselves) contact support, in the panel's own words.

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { moneyOwedQuery } from '../api/queries';

export function KeptMoneyNote({ orderId, children }: { orderId: string; children: ReactNode }) {
  const owed = useQuery(moneyOwedQuery(orderId)).data;
  if (!owed) return <p>{children}</p>;
  const takeable = owed.state === 'owed' || owed.state === 'failed';
  return (
    <p>
      {takeable
        ? 'The money is kept for you: take it back below, as wallet credit or to your own wallet address.'
        : 'The money was kept for you: where it went is said below.'}
    </p>
  );
}
