// The filter buttons and the search box above 'SMS History' and 'Rented Numbers' (spec 000 §2).

import { useId } from 'react';
import { INPUT_CLASS } from '../../../components/ui/form-field';

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
