// A list's search box and filters: typing filters the rows on screen; Enter (or the Search button of a list the server
// alone searches) looks the whole term (an email, phone number or id) up on the server (docs/decisions/021 "Lists
// without a Scan").

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';

export interface FilterControl {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A dropdown's choice and control, from its options by value (`{ all: 'All', active: 'Active' }`); the first is chosen
 * at first unless `initial` says otherwise. */
export function useFilter(label: string, choices: Readonly<Record<string, string>>, initial?: string): FilterControl {
  const options = Object.entries(choices).map(([value, text]) => ({ value, label: text }));
  const [value, setValue] = useState(initial ?? options[0]?.value ?? '');
  return { label, value, options, onChange: setValue };
}

/** The typed term, and for a list the server searches, what looks it up. */
export interface SearchTerm {
  term: string;
  setTerm: (term: string) => void;
  lookUp?: () => void;
}

export function ListControls({
  searchLabel,
  placeholder,
  lookUpWhat,
  search,
  filters,
  searchButton,
}: {
  searchLabel: string;
  placeholder?: string;
  /** What Enter looks up on the server, e.g. 'a whole email or id'; none where typing only filters what is shown. */
  lookUpWhat?: string;
  search: SearchTerm;
  filters: FilterControl[];
  /** A submit button's words, where the list is the server's search alone and typing filters nothing. */
  searchButton?: string;
}) {
  const searchId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.lookUp?.();
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:flex-row md:items-end"
    >
      <div className="flex-1">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-700">
          {searchLabel}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={searchId}
            type="search"
            placeholder={placeholder}
            value={search.term}
            onChange={(event) => search.setTerm(event.target.value)}
            aria-describedby={lookUpWhat && hintId}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          {searchButton && (
            <Button type="submit" variant="secondary">
              {searchButton}
            </Button>
          )}
        </div>
        {lookUpWhat && (
          <p id={hintId} className="mt-1 text-xs text-slate-500">
            Press Enter to look up {lookUpWhat} among all records.
          </p>
        )}
      </div>
      {filters.map((filter) => (
        <FilterSelect key={filter.label} filter={filter} />
      ))}
    </form>
  );
}

/** A labelled dropdown of a back-office screen. */
export function FilterSelect({ filter }: { filter: FilterControl }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {filter.label}
      </label>
      <select
        id={id}
        value={filter.value}
        onChange={(event) => filter.onChange(event.target.value)}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm md:w-44"
      >
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
