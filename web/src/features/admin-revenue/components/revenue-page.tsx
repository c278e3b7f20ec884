// Revenue Reports (/admin/revenue): Total Revenue and Total Orders from the server; Avg Order Value, Monthly Growth
// (June against May), the monthly trend, revenue by service, top spending users and the detailed breakdown are
// sample figures made from them; Date Range, Report Type and Export Report change nothing. Beside them, this month's
// sales against the carrier's spend on numbers, and the margin (docs/decisions/061), also per product (066).

import { useQuery } from '@tanstack/react-query';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { Button } from '@/components/ui/button';
import { revenueQuery } from '@/lib/admin/queries';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable, Cell } from '@/components/admin/admin-table';
import { FilterSelect, useFilter } from '@/components/admin/list-controls';
import { sampleReport } from '../sample-report';
import { ProductMargins } from './product-margins';

const DATE_RANGES = {
  '7days': 'Last 7 days',
  '30days': 'Last 30 days',
  '90days': 'Last 90 days',
  '1year': 'Last year',
};
const REPORT_TYPES = { overview: 'Overview', detailed: 'Detailed', service: 'By Service', users: 'By Users' };
const BREAKDOWN_COLUMNS = [
  'Month',
  'Total Revenue',
  'SMS Orders',
  'Leases',
  'Purchases',
  'Total Orders',
  'Avg Order',
] as const;

/** A filter the spec keeps inert: it holds its choice and changes no figure. */
function InertSelect({ label, choices, initial }: { label: string; choices: Record<string, string>; initial: string }) {
  return <FilterSelect filter={useFilter(label, choices, initial)} />;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Bar({ label, value, percent }: { label: string; value: string; percent: number }) {
  return (
    <li>
      <div className="flex justify-between text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-slate-600 tabular-nums">{value}</span>
      </div>
      <div className="mt-1 h-2 rounded-full bg-slate-100">
        <div className="h-2 rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}

export function RevenuePage() {
  const revenue = useQuery(revenueQuery());
  const data = revenue.data;
  const report = data ? sampleReport(data.total_revenue, data.total_orders) : null;
  const topMonth = report ? Math.max(1, ...report.months.map((month) => month.revenueCents)) : 1;

  return (
    <AdminPage
      title={LABELS.adminNav.revenue}
      intro="Total revenue and orders are live; the monthly, service and user breakdowns are sample figures."
      error={revenue.isError && !data ? MESSAGES.revenueLoadFailed : null}
      actions={
        <div className="flex flex-wrap items-end gap-3">
          <InertSelect label="Date Range" choices={DATE_RANGES} initial="30days" />
          <InertSelect label="Report Type" choices={REPORT_TYPES} initial="overview" />
          <Button variant="secondary">Export Report</Button>
        </div>
      }
      cards={[
        { label: 'Total Revenue', value: data ? formatUsd(data.total_revenue) : null },
        { label: 'Total Orders', value: data ? data.total_orders : null },
        { label: 'Avg Order Value', value: report ? formatUsd(report.avgOrderCents) : null },
        { label: 'Monthly Growth', value: report ? `${report.monthlyGrowth}%` : null },
      ]}
    >
      {data && (
        <Section title="This month: sales, carrier spend and margin">
          <dl className="grid gap-4 text-sm sm:grid-cols-5">
            {[
              ['Sales', formatUsd(data.carrier_month.sales_cents)],
              ['Carrier spend', formatUsd(data.carrier_month.carrier_spend_cents)],
              ['Margin', formatUsd(data.carrier_month.margin_cents)],
              ['Numbers bought', data.carrier_month.numbers_bought],
              ['Numbers released', data.carrier_month.numbers_released],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-5">
            <ProductMargins lines={data.carrier_month.products} />
          </div>
        </Section>
      )}
      {report && (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <Section title="Monthly Revenue Trend">
              <ul className="space-y-3">
                {report.months.map((month) => (
                  <Bar
                    key={month.month}
                    label={month.month}
                    value={formatUsd(month.revenueCents)}
                    percent={(month.revenueCents / topMonth) * 100}
                  />
                ))}
              </ul>
            </Section>
            <Section title="Revenue by Service">
              <ul className="space-y-3">
                {report.services.map((service) => (
                  <Bar
                    key={service.name}
                    label={`${service.name} (${service.share}%)`}
                    value={formatUsd(service.revenueCents)}
                    percent={service.share}
                  />
                ))}
              </ul>
            </Section>
          </div>
          <Section title="Top Spending Users">
            <ol className="divide-y divide-slate-100">
              {report.topUsers.map((user, index) => (
                <li key={user.email} className="flex items-center justify-between gap-4 py-3 text-sm">
                  <span>
                    <span className="mr-3 font-semibold text-slate-500">#{index + 1}</span>
                    <span className="font-medium text-slate-900">{user.name}</span>
                    <span className="block pl-8 text-xs text-slate-500">{user.email}</span>
                  </span>
                  <span className="font-semibold text-slate-900 tabular-nums">{formatUsd(user.revenueCents)}</span>
                </li>
              ))}
            </ol>
          </Section>
          <section className="space-y-3">
            <h2 className="text-base font-semibold text-slate-900">Detailed Revenue Breakdown</h2>
            <AdminTable caption="Detailed Revenue Breakdown" columns={BREAKDOWN_COLUMNS} empty={false}>
              {report.months.map((month) => (
                <tr key={month.month}>
                  <Cell className="font-medium text-slate-900">{month.month}</Cell>
                  <Cell className="tabular-nums">{formatUsd(month.revenueCents)}</Cell>
                  <Cell className="tabular-nums">{month.smsOrders}</Cell>
                  <Cell className="tabular-nums">{month.leases}</Cell>
                  <Cell className="tabular-nums">{month.purchases}</Cell>
                  <Cell className="tabular-nums">{month.orders}</Cell>
                  <Cell className="tabular-nums">{formatUsd(month.avgOrderCents)}</Cell>
                </tr>
              ))}
            </AdminTable>
          </section>
        </>
      )}
    </AdminPage>
  );
}
