// The back office's figures: capacity units of GET /admin/stats.php's and /admin/revenue.php's reads, which must not
// grow with the number of orders (docs/decisions/021): measured once before and once after the purchases bench.

import { createSalesStatsRepository } from '../../functions/adapters/dynamo/sales-stats-repository.js';
import { dashboardStats, revenue } from '../../functions/domain/admin/sales-figures.js';
import type { RuntimeInfo } from '../../functions/local/runtime-file.js';
import { meteredTable } from './capacity.js';

export async function benchAdminFigures(runtime: RuntimeInfo): Promise<string> {
  const { table, take } = meteredTable({
    tableName: runtime.tableName,
    region: runtime.region,
    endpoint: runtime.dynamodbEndpoint,
  });
  const deps = { salesStats: createSalesStatsRepository(table), clock: { now: () => new Date() } };
  const totals = await revenue(deps);
  take();
  await dashboardStats(deps);
  const stats = take();
  await revenue(deps);
  const report = take();
  return `after ${String(totals.total_orders).padStart(5)} sales: stats ${stats.reported} units, revenue ${report.reported} units (read, as DynamoDB Local reports them)`;
}
