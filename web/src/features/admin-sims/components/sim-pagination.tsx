// The SIM list's pages: previous, next and up to five page buttons around the current page, shown only when there is
// more than one page.

import { SIM_MAX_PAGE_BUTTONS } from '@shared/constants';

/** The page numbers to offer: a window of at most five that holds the current page. */
export function pageWindow(page: number, totalPages: number): number[] {
  const size = Math.min(SIM_MAX_PAGE_BUTTONS, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

const BUTTON =
  'min-w-10 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-inset disabled:cursor-not-allowed disabled:opacity-50';

export function SimPagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="SIM card pages" className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={`${BUTTON} bg-white text-slate-800 ring-slate-300`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      {pageWindow(page, totalPages).map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onPage(number)}
          className={`${BUTTON} ${number === page ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'}`}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${BUTTON} bg-white text-slate-800 ring-slate-300`}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
