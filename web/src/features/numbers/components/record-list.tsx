// What the member's lists ('SMS History', 'Rented Numbers', 'Purchased Numbers') share (docs/decisions/015 "Screens",
// "Fields"): the panel with its heading, the filter buttons, the search box, and each row's service, shown id and number.

import { useId, type ReactNode } from 'react';
import type { OrderView } from '@shared/schemas/orders';
import { ServiceIcon } from '@/components/service-icon';
import { INPUT_CLASS } from '@/components/ui/form-field';

/** A list's panel: its heading (with the count) and the controls beside it, then the list. */
export function RecordPanel({
  id,
  heading,
  controls,
  children,
}: {
  id: string;
  heading: ReactNode;
  controls?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {heading}
        </h2>
        {controls}
      </div>
      {children}
    </section>
  );
}

interface ListFiltersProps<F extends string> {
  filters: readonly { value: F; label: string }[];
  filter: F;
  onFilter: (filter: F) => void;
  search: string;
  onSearch: (search: string) => void;
}

export function FilterButtons<F extends string>({
  filters,
  filter,
  onFilter,
}: Omit<ListFiltersProps<F>, 'search' | 'onSearch'>) {
  return (
    <div className="flex gap-1 rounded-lg bg-slate-100 p-1" role="group" aria-label="Filter">
      {filters.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          aria-pressed={filter === value}
          onClick={() => onFilter(value)}
          className={`rounded-md px-3 py-1.5 text-xs font-semibold ${filter === value ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700'}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

export function SearchBox({ search, onSearch }: Pick<ListFiltersProps<string>, 'search' | 'onSearch'>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Search by service, number or id
      </label>
      <input
        id={id}
        type="search"
        placeholder="Search by service, number or id"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        className={INPUT_CLASS}
      />
    </>
  );
}

/** A row's service icon and name, its id as the spec shows it ('SMS-…', 'LEASE-…'), its number and any more lines. */
export function RecordSummary({
  record,
  shownId,
  children,
}: {
  record: Pick<OrderView, 'service_name' | 'color' | 'phone_number'>;
  shownId: string;
  children?: ReactNode;
}) {
  return (
    <>
      <ServiceIcon service={{ name: record.service_name, color: record.color || '#64748B' }} size="sm" />
      {/* At least 12rem: on a phone the badges and buttons after it wrap to a line of their own, not its dates. */}
      <div className="min-w-48 flex-1">
        <p className="font-medium text-slate-900">
          {record.service_name} <span className="text-xs text-slate-500">{shownId}</span>
        </p>
        <p className="font-mono text-sm text-slate-600">{record.phone_number}</p>
        {children}
      </div>
    </>
  );
}
