// What a panel that says an order's money is kept tells the buyer to do about it: when the order owes it to them
// (docs/decisions/063), take it back below, where the money-owed panel offers the ways or says where it went; else
// (money the buyer cannot take themselves) contact support, in the panel's own words. The panel's title follows it.

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StatusPanel } from '@/components/ui/status-panel';
import type { MoneyOwed } from '../api/money-owed';
import { moneyOwedQuery } from '../api/queries';

/** Where the kept money is, as the panel's title says it. */
function keptMoneyTitle(owed: MoneyOwed | null | undefined): string {
  if (owed?.state === 'paid' || owed?.state === 'claimed') return 'Your payment was returned to you';
  if (owed?.state !== 'paying') return 'Your payment is kept for you';
  if (owed.payout?.state === 'awaiting_approval') return 'Your payment’s return waits for the shop’s approval';
  return 'Your payment is on its way back to you';
}

/** A panel that says an order's money is kept; once the buyer took it back, its title says so instead. */
export function KeptMoneyPanel({ orderId, children }: { orderId: string; children: ReactNode }) {
  const owed = useQuery(moneyOwedQuery(orderId)).data;
  const returned = owed?.state === 'paid' || owed?.state === 'claimed';
  return (
    <StatusPanel tone={returned ? 'success' : 'warning'} title={keptMoneyTitle(owed)}>
      {children}
    </StatusPanel>
  );
}

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
