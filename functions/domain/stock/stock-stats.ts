// The landing page's counters (docs/decisions/015 "Fields": Stats; docs/decisions/013 "Numbers"): numbers for sale now,
// and numbers destroyed after use.

import type { StockDeps } from './stock-deps.js';

export async function stockStats(
  deps: Pick<StockDeps, 'stockStats'>,
): Promise<{ activeStock: number; destroyedNumbers: number }> {
  const counts = await deps.stockStats.counts();
  // 'UK numbers in stock now' is the numbers for one-time orders and leases; eSIMs are a product of their own, counted
  // on SIM Management.
  return { activeStock: counts.availableNumbers, destroyedNumbers: counts.destroyedNumbers };
}

/** Reports the numbers for sale now as the StockAvailable gauge: one Query of the stock counters, never a Scan. */
export async function sampleStockAvailable(deps: Pick<StockDeps, 'stockStats' | 'metrics'>): Promise<void> {
  deps.metrics.stockAvailable((await deps.stockStats.counts()).availableNumbers);
}
