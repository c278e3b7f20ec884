// The scheduled job: leases whose 30 days have passed at the clock's time expire, and their numbers are destroyed.

import type { StockDeps } from '../stock/stock-deps.js';

export async function expireLeases(deps: Pick<StockDeps, 'clock' | 'leases'>): Promise<number> {
  const now = deps.clock.now();
  let expired = 0;
  for (const lease of await deps.leases.ended(now)) if (await deps.leases.expire(lease, now)) expired += 1;
  return expired;
}
