// The numbers feature's queries: the member's one-time orders, leases, eSIMs and a lease's inbox. Orders are read again
// every 5 s while the newest waits for its code, up to 900 000 ms after it was bought; an open inbox every 5 s
// (docs/decisions/015 "Calls", "Constants"), each only while no socket pushes to it (docs/decisions/041).

import { queryOptions } from '@tanstack/react-query';
import { ORDER_POLL_INTERVAL_MS, ORDER_POLL_LIMIT_MS } from '@shared/constants';
import type { OrderView } from '@shared/schemas/orders';
import { QUERY_ROOTS } from '@/lib/query/client';
import { isPushOpen } from '@/lib/push/push-socket';
import { pollUntil } from '@/lib/query/polling';
import { getLeaseMessages } from './get-lease-messages';
import { getLeases } from './get-leases';
import { getOrders } from './get-orders';
import { getSimCards } from './get-sim-cards';

const NUMBERS = [...QUERY_ROOTS.member, 'numbers'] as const;

/** The newest order while it still waits for its code. */
function waitingOrder(orders: readonly OrderView[] | undefined): OrderView | null {
  const newest = orders?.[0];
  return newest?.status === 'pending' ? newest : null;
}

export const ordersQuery = () =>
  queryOptions({
    queryKey: [...NUMBERS, 'orders'],
    queryFn: ({ signal }) => getOrders(signal),
    refetchInterval: (query) => {
      const waiting = waitingOrder(query.state.data);
      // The polling is the fallback: it waits while the order's socket is open (docs/decisions/041).
      if (!waiting || isPushOpen({ order: waiting.id })) return false;
      return pollUntil<OrderView[]>({
        intervalMs: ORDER_POLL_INTERVAL_MS,
        limitMs: ORDER_POLL_LIMIT_MS,
        startedAt: Date.parse(waiting.created_at),
      })(query);
    },
  });

export const leasesQuery = () =>
  queryOptions({ queryKey: [...NUMBERS, 'leases'], queryFn: ({ signal }) => getLeases(signal) });

export const simCardsQuery = () =>
  queryOptions({ queryKey: [...NUMBERS, 'sim-cards'], queryFn: ({ signal }) => getSimCards(signal) });

export const leaseMessagesQuery = (leaseId: string) =>
  queryOptions({
    queryKey: [...NUMBERS, 'leases', leaseId, 'messages'],
    queryFn: ({ signal }) => getLeaseMessages(leaseId, signal),
    refetchInterval: () => (isPushOpen({ lease: leaseId }) ? false : ORDER_POLL_INTERVAL_MS),
  });
