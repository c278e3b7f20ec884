// The dashboard's and the revenue report's figures, from the sales counters: a few items, whatever the number of
// orders (docs/decisions/021).

import type { AdminStatsResponse, ProductMargin, RevenueResponse } from '../../../shared/schemas/admin.js';
import type { SupplyDeps } from '../supply/supply-deps.js';
import type { AdminDeps } from './admin-deps.js';
import type { SaleKind } from './ports.js';

/** The recent-orders card counts this many UTC days, today included. */
const RECENT_DAYS = 7;
const DAY_MS = 86_400_000;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The products of the margin lines, in the shop's order, as the API names them. */
const PRODUCT_NAMES: Record<SaleKind, ProductMargin['product']> = {
  oneTime: 'one_time',
  lease: 'lease',
  esim: 'esim',
  apiKey: 'api_key',
};

/**
 * The spec's totals, and this month's sales against the carrier's spend (docs/decisions/061), and each product's sales
 * against the cost of the numbers it used (066).
 */
export async function revenue(
  deps: Pick<AdminDeps, 'salesStats' | 'clock'> & Pick<SupplyDeps, 'supply'>,
): Promise<Omit<RevenueResponse, 'success'>> {
  const today = utcDay(deps.clock.now());
  const [totals, days, carrier] = await Promise.all([
    deps.salesStats.totals(),
    deps.salesStats.days(`${today.slice(0, 7)}-01`, today),
    deps.supply.monthFigures(today.slice(0, 7)),
  ]);
  const sales = days.reduce((total, day) => total + day.revenueCents, 0);
  const products = (Object.keys(PRODUCT_NAMES) as SaleKind[]).map((kind) => {
    const salesCents = days.reduce((total, day) => total + day.byProduct[kind].revenueCents, 0);
    const costCents = days.reduce((total, day) => total + day.byProduct[kind].numberCostCents, 0);
    return {
      product: PRODUCT_NAMES[kind],
      sales_cents: salesCents,
      number_cost_cents: costCents,
      margin_cents: salesCents - costCents,
    };
  });
  return {
    total_revenue: totals.revenueCents,
    total_orders: totals.orders,
    carrier_month: {
      sales_cents: sales,
      carrier_spend_cents: carrier.spentCents,
      margin_cents: sales - carrier.spentCents,
      numbers_bought: carrier.bought,
      numbers_released: carrier.released,
      products,
    },
  };
}

export async function dashboardStats(
  deps: Pick<AdminDeps, 'salesStats' | 'clock'>,
): Promise<Omit<AdminStatsResponse, 'success'>> {
  const now = deps.clock.now();
  const today = utcDay(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const recentStart = utcDay(new Date(now.getTime() - (RECENT_DAYS - 1) * DAY_MS));
  const [totals, days] = await Promise.all([
    deps.salesStats.totals(),
    deps.salesStats.days(monthStart < recentStart ? monthStart : recentStart, today),
  ]);
  const todays = days.find((day) => day.day === today);
  const sum = (from: string, field: 'revenueCents' | 'orders') =>
    days.filter((day) => day.day >= from).reduce((total, day) => total + day[field], 0);
  return {
    total_revenue: totals.revenueCents,
    today_revenue: todays?.revenueCents ?? 0,
    monthly_revenue: sum(monthStart, 'revenueCents'),
    today_orders: {
      total_orders: todays?.orders ?? 0,
      one_time_sms: todays?.oneTimeOrders ?? 0,
      lease_orders: todays?.leaseOrders ?? 0,
      buy_orders: todays?.buyOrders ?? 0,
    },
    active_leases: totals.activeLeases,
    pending_tickets: totals.pendingTickets,
    recent_orders: sum(recentStart, 'orders'),
  };
}
