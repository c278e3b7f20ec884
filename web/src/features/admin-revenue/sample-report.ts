// The revenue report's placeholder figures: only the total revenue and orders are real; the months (January to
// June), the service shares and the top users are fabricated from them, as the screen has always done
// (docs/decisions/021 "Screens"). The shares are fixed here.

/** Each month's share of the total, January to June, in percent. */
const MONTH_SHARES = [
  ['January', 12],
  ['February', 14],
  ['March', 15],
  ['April', 17],
  ['May', 20],
  ['June', 22],
] as const;

export const SERVICE_SHARES = [
  ['WhatsApp', 35],
  ['Telegram', 25],
  ['Facebook', 15],
  ['Instagram', 12],
  ['Twitter', 8],
  ['TikTok', 5],
] as const;

const TOP_USERS = [
  ['John Smith', 'john.smith@example.com', 9],
  ['Sarah Johnson', 'sarah.j@example.com', 7],
  ['Mike Wilson', 'mike.w@example.com', 6],
  ['Emma Davis', 'emma.davis@example.com', 5],
  ['Chris Brown', 'chris.b@example.com', 4],
] as const;

/** How a month's orders split between SMS orders, leases and purchases, in percent. */
const ORDER_MIX = { sms: 60, leases: 25, purchases: 15 } as const;

const part = (total: number, percent: number) => Math.round((total * percent) / 100);

export interface MonthRow {
  month: string;
  revenueCents: number;
  smsOrders: number;
  leases: number;
  purchases: number;
  orders: number;
  avgOrderCents: number;
}

export function sampleReport(totalRevenueCents: number, totalOrders: number) {
  const months: MonthRow[] = MONTH_SHARES.map(([month, share]) => {
    const revenueCents = part(totalRevenueCents, share);
    const orders = part(totalOrders, share);
    return {
      month,
      revenueCents,
      smsOrders: part(orders, ORDER_MIX.sms),
      leases: part(orders, ORDER_MIX.leases),
      purchases: part(orders, ORDER_MIX.purchases),
      orders,
      avgOrderCents: orders > 0 ? Math.round(revenueCents / orders) : 0,
    };
  });
  const may = months[4]!.revenueCents;
  const june = months[5]!.revenueCents;
  return {
    months,
    services: SERVICE_SHARES.map(([name, share]) => ({ name, share, revenueCents: part(totalRevenueCents, share) })),
    topUsers: TOP_USERS.map(([name, email, share]) => ({ name, email, revenueCents: part(totalRevenueCents, share) })),
    avgOrderCents: totalOrders > 0 ? Math.round(totalRevenueCents / totalOrders) : 0,
    /** June against May, in percent with one decimal. */
    monthlyGrowth: may > 0 ? Math.round(((june - may) / may) * 1000) / 10 : 0,
  };
}
