// 'Your Rented Number' and 'Rented Numbers (count)' (docs/decisions/015 "Screens"): the latest active lease, and every
// lease with filters All, Active, Expired and Cancelled and a search; active rows show days left, Copy and Inbox, and
// with a lease in its grace (under Active: it still holds its number) "Keep this number" and automatic renewal
// (docs/decisions/062).

import { useState } from 'react';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { LeaseStatus, LeaseView } from '@shared/schemas/orders';
import { CopyButton } from '@/components/ui/copy-button';
import { Button } from '@/components/ui/button';
import { EmptyNote } from '@/components/ui/empty-note';
import { FilterButtons, RecordPanel, RecordSummary, SearchBox } from './record-list';
import { formatDate, StatusBadge } from '@/components/ui/status-badge';
import { ReceiptLink } from '@/components/receipts/receipt-link';
import { AutoRenewSwitch, GraceNotice, KeepNumberButton } from './keep-number';

const FILTERS = ['all', 'active', 'expired', 'cancelled'] as const;
type Filter = (typeof FILTERS)[number];

export function filterLeases(leases: readonly LeaseView[], filter: Filter, search: string): LeaseView[] {
  const needle = search
    .trim()
    .toLowerCase()
    .replace(/^lease-/, '');
  return leases.filter(
    (lease) =>
      (filter === 'all' ||
        lease.status === (filter satisfies LeaseStatus) ||
        (filter === 'active' && lease.status === 'grace')) &&
      (needle === '' ||
        lease.service_name.toLowerCase().includes(needle) ||
        lease.phone_number.includes(needle) ||
        lease.id.toLowerCase().includes(needle)),
  );
}

export function RentedNumberPanel({ lease, onInbox }: { lease: LeaseView | null; onInbox: (id: string) => void }) {
  return (
    <section
      aria-labelledby="your-rented-number"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="your-rented-number" className="text-lg font-semibold text-slate-900">
        {LABELS.yourRentedNumber}
      </h2>
      {lease ? (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <span className="font-mono text-2xl font-bold text-slate-900">{lease.phone_number}</span>
            <CopyButton value={lease.phone_number} />
          </div>
          <p className="mt-2 text-sm text-slate-600">
            {lease.service_name} · {lease.days_left} days left · until {formatDate(lease.end_date)}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => onInbox(lease.id)}>
            {LABELS.inbox}
          </Button>
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{MESSAGES.noNumberRented}</p>
      )}
    </section>
  );
}

export function RentedNumbers({ leases, onInbox }: { leases: readonly LeaseView[]; onInbox: (id: string) => void }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const shown = filterLeases(leases, filter, search);
  return (
    <RecordPanel
      id="rented-numbers"
      heading={`${LABELS.rentedNumbers} (${leases.length})`}
      controls={
        <FilterButtons
          filters={FILTERS.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }))}
          filter={filter}
          onFilter={setFilter}
        />
      }
    >
      <SearchBox search={search} onSearch={setSearch} />
      {shown.length === 0 && (
        <EmptyNote>{leases.length === 0 ? MESSAGES.noLeasesYet : MESSAGES.noLeasesFound}</EmptyNote>
      )}
      <ul className="mt-4 divide-y divide-slate-100 empty:hidden">
        {shown.map((lease) => (
          <li key={lease.id} className="flex flex-wrap items-center gap-3 py-3">
            <RecordSummary record={lease} shownId={`LEASE-${lease.id}`}>
              <p className="text-xs text-slate-500">
                <span className="whitespace-nowrap">{formatDate(lease.start_date)}</span> –{' '}
                <span className="whitespace-nowrap">{formatDate(lease.end_date)}</span>
              </p>
            </RecordSummary>
            <StatusBadge status={lease.status} />
            {lease.status === 'active' || lease.status === 'grace' ? (
              <>
                {lease.status === 'active' ? (
                  <span className="text-sm font-semibold text-slate-700">{lease.days_left} days left</span>
                ) : (
                  <GraceNotice lease={lease} />
                )}
                <CopyButton value={lease.phone_number} label="Copy number" />
                <Button variant="secondary" onClick={() => onInbox(lease.id)}>
                  {LABELS.inbox}
                </Button>
                <KeepNumberButton lease={lease} />
                <AutoRenewSwitch lease={lease} />
              </>
            ) : (
              <span className="text-sm text-slate-600">{formatUsd(lease.price)} · 30-day</span>
            )}
            <ReceiptLink receipt={{ reference: `lease:${lease.id}` }} label={`LEASE-${lease.id}`} />
          </li>
        ))}
      </ul>
    </RecordPanel>
  );
}
