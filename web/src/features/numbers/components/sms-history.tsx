// 'SMS History' (docs/decisions/015 "Screens"): filters All SMS and Completed, a search by service, number or id, and
// the count.

import { useState } from 'react';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { OrderView } from '@shared/schemas/orders';
import { ExportCsvForm } from '@/components/receipts/export-csv-form';
import { ReceiptLink } from '@/components/receipts/receipt-link';
import { waitsForAnother } from './current-number-panel';
import { FilterButtons, RecordPanel, RecordSummary, SearchBox } from './record-list';
import { EmptyNote } from '@/components/ui/empty-note';
import { formatDateTime, StatusBadge } from '@/components/ui/status-badge';

type Filter = 'all' | 'completed';

/** Orders matching the filter and the search: by service name, phone number or id (with or without 'SMS-'). */
export function filterOrders(orders: readonly OrderView[], filter: Filter, search: string): OrderView[] {
  const needle = search.trim().toLowerCase().replace(/^sms-/, '');
  return orders.filter(
    (order) =>
      (filter === 'all' || order.status === 'completed') &&
      (needle === '' ||
        order.service_name.toLowerCase().includes(needle) ||
        order.phone_number.includes(needle) ||
        order.id.toLowerCase().includes(needle)),
  );
}

export function SmsHistory({ orders }: { orders: readonly OrderView[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const shown = filterOrders(orders, filter, search);
  return (
    <RecordPanel
      id="sms-history"
      heading={
        <>
          {LABELS.smsHistory} <span className="text-slate-500">({shown.length})</span>
        </>
      }
      controls={
        <FilterButtons
          filters={[
            { value: 'all', label: LABELS.allSms },
            { value: 'completed', label: LABELS.completed },
          ]}
          filter={filter}
          onFilter={setFilter}
        />
      }
    >
      <SearchBox search={search} onSearch={setSearch} />
      <div className="mt-4">
        <ExportCsvForm what="orders" />
      </div>
      {shown.length === 0 ? (
        <EmptyNote>{MESSAGES.noSmsFound}</EmptyNote>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {shown.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center gap-3 py-3">
              <RecordSummary record={order} shownId={`SMS-${order.id}`} />
              <span className="font-mono text-base font-semibold text-slate-900">{order.verification_code ?? '—'}</span>
              <StatusBadge status={order.status} />
              {waitsForAnother(order) && <span className="text-xs text-slate-600">{LABELS.waitingForAnotherSms}</span>}
              <span className="text-xs text-slate-500">{formatDateTime(order.created_at)}</span>
              <span className="text-sm font-semibold text-slate-700">{formatUsd(order.price)}</span>
              <ReceiptLink receipt={{ reference: `one_time:${order.id}` }} label={`SMS-${order.id}`} />
            </li>
          ))}
        </ul>
      )}
    </RecordPanel>
  );
}
