// The scheduled job (docs/decisions/062): leases whose 30 days have passed at the clock's time enter their grace,
// their numbers still held for a renewal; leases whose grace has passed without one expire, and their numbers are
// destroyed. One run at a time far past an end does both.

import type { StockDeps } from '../stock/stock-deps.js';

type ExpireDeps = Pick<StockDeps, 'clock' | 'leases'>;

/** Leases whose end has passed enter their grace: how many did. */
export async function startLeaseGraces(deps: ExpireDeps): Promise<number> {
  let changed = 0;
  for (const lease of await deps.leases.ended(deps.clock.now())) if (await deps.leases.startGrace(lease)) changed += 1;
  return changed;
}

/** Leases whose grace has passed without a renewal expire: how many did. */
export async function expireGracedLeases(deps: ExpireDeps): Promise<number> {
  const now = deps.clock.now();
  let changed = 0;
  for (const lease of await deps.leases.graceOver(now)) if (await deps.leases.expire(lease, now)) changed += 1;
  return changed;
}

/** How many leases changed: each entering its grace, and each expiring, counts once. */
export async function expireLeases(deps: ExpireDeps): Promise<number> {
  return (await startLeaseGraces(deps)) + (await expireGracedLeases(deps));
}
