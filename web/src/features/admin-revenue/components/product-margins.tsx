// This month's sales of each product against what the carrier's numbers it used cost (docs/decisions/066): a table,
// and on a phone the same lines as a list of cards.

import { LABELS } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { ProductMargin } from '@shared/schemas/admin';
import { AdminTable, Cell } from '@/components/admin/admin-table';

const CAPTION = 'Margin per product this month';
const COLUMNS = ['Product', 'Sales', "Numbers' cost", 'Margin'] as const;
const PRODUCTS: Record<ProductMargin['product'], string> = {
  one_time: LABELS.oneTimeSms,
  lease: LABELS.lease,
  esim: LABELS.ukEsim,
  api_key: 'API key fees',
};

function Cards({ lines }: { lines: ProductMargin[] }) {
  return (
    <ul aria-label={CAPTION} className="divide-y divide-slate-100">
      {lines.map((line) => (
        <li key={line.product} className="px-4 py-3 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-medium text-slate-900">{PRODUCTS[line.product]}</span>
            <span className="font-semibold text-slate-900 tabular-nums">
              <span className="text-xs font-normal text-slate-600">Margin </span>
              {formatUsd(line.margin_cents)}
            </span>
          </div>
          <p className="mt-1 text-xs text-slate-600 tabular-nums">
            Sales {formatUsd(line.sales_cents)} · Numbers&apos; cost {formatUsd(line.number_cost_cents)}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function ProductMargins({ lines }: { lines: ProductMargin[] }) {
  return (
    <AdminTable caption={CAPTION} columns={COLUMNS} empty={false} cards={<Cards lines={lines} />}>
      {lines.map((line) => (
        <tr key={line.product}>
          <Cell className="font-medium text-slate-900">{PRODUCTS[line.product]}</Cell>
          <Cell className="tabular-nums">{formatUsd(line.sales_cents)}</Cell>
          <Cell className="tabular-nums">{formatUsd(line.number_cost_cents)}</Cell>
          <Cell className="font-semibold text-slate-900 tabular-nums">{formatUsd(line.margin_cents)}</Cell>
        </tr>
      ))}
    </AdminTable>
  );
}
