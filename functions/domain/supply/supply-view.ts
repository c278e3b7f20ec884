// The Supply view (docs/decisions/061): settings, stock and the carrier's figures as GET /admin/supply.php answers
// them, and an operator's change of the target and cap, written with its trail entry.

import type { SupplyView, UpdateSupplyRequest } from '../../../shared/schemas/supply.js';
import { auditEntry, type Operator } from '../audit/audit-entry.js';
import type { SupplyRun } from './ports.js';
import { utcDay, type SupplyDeps } from './supply-deps.js';

const RUNS_SHOWN = 10;
const dollars = (cents: number) => cents / 100;

const runView = (run: SupplyRun) => ({
  at: run.at,
  available: run.available,
  bought: run.bought,
  released: run.released,
  cap_reached: run.capReached,
  errors: run.errors,
});

export async function supplyView(deps: SupplyDeps): Promise<SupplyView> {
  const now = deps.clock.now();
  const [settings, counts, today, month, runs] = await Promise.all([
    deps.supply.settings(),
    deps.stockStats.counts(),
    deps.supply.figures(utcDay(now)),
    deps.supply.monthFigures(utcDay(now).slice(0, 7)),
    deps.supply.lastRuns(RUNS_SHOWN),
  ]);
  return {
    target: settings.target,
    daily_spend_cap_usd: dollars(settings.dailySpendCapCents),
    release_grace_days: settings.releaseGraceDays,
    carrier_configured: deps.carrierConfigured,
    available: counts.availableNumbers,
    bought_today: today.bought,
    released_today: today.released,
    spend_today_usd: dollars(today.spentCents),
    bought_month: month.bought,
    released_month: month.released,
    spend_month_usd: dollars(month.spentCents),
    last_runs: runs.map(runView),
  };
}

export async function changeSupply(
  deps: SupplyDeps,
  operator: Operator,
  change: UpdateSupplyRequest,
): Promise<SupplyView> {
  const before = await deps.supply.settings();
  const after = { ...before, target: change.target, dailySpendCapCents: Math.round(change.daily_spend_cap_usd * 100) };
  await deps.supply.changeSettings(
    after,
    auditEntry(deps.clock.now(), operator, {
      action: 'supply_update',
      subject: { kind: 'supply', id: 'settings' },
      details: `Set the stock target to ${after.target} numbers and the daily spending cap to $${dollars(after.dailySpendCapCents).toFixed(2)}`,
      before: { target: before.target, daily_spend_cap_usd: dollars(before.dailySpendCapCents) },
      after: { target: after.target, daily_spend_cap_usd: dollars(after.dailySpendCapCents) },
      reason: change.reason,
    }),
  );
  return supplyView(deps);
}
