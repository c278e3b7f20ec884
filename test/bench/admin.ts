// The back office's figures: capacity units of GET /admin/stats.php's and /admin/revenue.php's reads, which must not
// grow with the number of orders (docs/decisions/021): measured at the table's size, then again after more sales.

import { createSalesStatsRepository } from '../../functions/adapters/dynamo/sales-stats-repository.js';
import { createSupplyRepository } from '../../functions/adapters/dynamo/supply-repository.js';
import { dashboardStats, revenue } from '../../functions/domain/admin/sales-figures.js';
import { DEFAULT_SUPPLY_SETTINGS } from '../../functions/domain/supply/supply-deps.js';
import type { RuntimeInfo } from '../../functions/local/runtime-file.js';
import { meteredTable } from './capacity.js';
import { call, fundedMember } from './numbers.js';

const MORE_SALES = Number(process.env.BENCH_ADMIN_SALES ?? 200);
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };

export async function benchAdminFigures(siteUrl: string, runtime: RuntimeInfo): Promise<string[]> {
  const { table, take } = meteredTable({
    tableName: runtime.tableName,
    region: runtime.region,
    endpoint: runtime.dynamodbEndpoint,
  });
  const deps = {
    salesStats: createSalesStatsRepository(table),
    supply: createSupplyRepository(table, DEFAULT_SUPPLY_SETTINGS),
    clock: { now: () => new Date() },
  };
  const measure = async () => {
    const { total_orders } = await revenue(deps);
    take();
    await dashboardStats(deps);
    const stats = take();
    await revenue(deps);
    const report = take();
    return `after ${String(total_orders).padStart(5)} sales: stats ${stats.reported} read units, revenue ${report.reported} read units`;
  };
  const lines = [await measure()];
  const buyer = await fundedMember(siteUrl, runtime, 'admin-bench');
  for (let i = 0; i < MORE_SALES; i += 1) {
    if ((await call(siteUrl, buyer, 'users.createOrder', WHATSAPP)).status !== 201) throw new Error('A sale failed');
  }
  lines.push(await measure());
  return lines;
}
