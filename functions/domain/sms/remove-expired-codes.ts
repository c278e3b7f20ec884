// The scheduled job's rule: codes and message texts go 24 hours after arrival (docs/decisions/013 "Codes").
// Each write that stores a code schedules its removal; this takes away all whose time has come by the clock.

import type { StockDeps } from '../stock/stock-deps.js';

export function removeExpiredCodes(deps: Pick<StockDeps, 'clock' | 'codeRetention'>): Promise<number> {
  return deps.codeRetention.removeDue(deps.clock.now());
}
