// The SIM screen's five cards: Total SIMs, In Stock, Sold, Expired and Revenue in pounds (cents / 100, 2 decimals).

import { centsToDecimal } from '@shared/money';
import type { SimStockStats } from '@shared/schemas/admin-sim-cards';

export function SimStatCards({ stats }: { stats: SimStockStats | undefined }) {
  const cards = [
    { label: 'Total SIMs', value: stats?.total },
    { label: 'In Stock', value: stats?.stock_count },
    { label: 'Sold', value: stats?.sold_count },
    { label: 'Expired', value: stats?.expired_count },
    { label: 'Revenue', value: stats && `£${centsToDecimal(stats.total_revenue)}` },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map((card) => (
        <div
          key={card.label}
          className="rounded-2xl border border-slate-200 bg-white p-4 last:col-span-2 sm:last:col-span-1"
        >
          <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
          <dd className="mt-1.5 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
            {card.value ?? '...'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
