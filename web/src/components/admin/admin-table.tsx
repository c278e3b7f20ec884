// A back-office table: the spec's columns, one row per record, scrolling sideways on small screens (or, for a list
// given as cards too, those cards below the `lg` width); an empty list says so, and a list still loading says that.

import type { ReactNode } from 'react';

export function AdminTable({
  caption,
  columns,
  loading = false,
  empty,
  emptyText = 'Nothing to show',
  cards,
  children,
}: {
  caption: string;
  columns: readonly string[];
  loading?: boolean;
  empty: boolean;
  emptyText?: string;
  /** The same records as a list of cards, shown on a phone in the table's place. */
  cards?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {cards && <div className="lg:hidden">{cards}</div>}
      <div className={cards ? 'hidden overflow-x-auto lg:block' : 'overflow-x-auto'}>
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-3 whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      </div>
      {(loading || empty) && (
        <p role="status" className="px-4 py-8 text-center text-sm text-slate-600">
          {loading ? 'Loading...' : emptyText}
        </p>
      )}
    </div>
  );
}

export function Cell({ children, className = '', title }: { children: ReactNode; className?: string; title?: string }) {
  return (
    <td title={title} className={`px-3 py-3 whitespace-nowrap text-slate-700 ${className}`}>
      {children}
    </td>
  );
}

/** Who a record belongs to: the name over the email, which wraps rather than widening the table. */
export function HolderCell({ name, email }: { name: string; email: string }) {
  return (
    <td className="max-w-56 min-w-32 px-3 py-3 break-all text-slate-700">
      <span className="block font-medium text-slate-900">{name}</span>
      <span className="block text-xs text-slate-500">{email}</span>
    </td>
  );
}

const PILL_TONES: Record<string, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  suspended: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  open: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  cancelled: 'bg-red-50 text-red-800 ring-red-600/20',
  stock: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  sold: 'bg-blue-50 text-blue-800 ring-blue-600/20',
  inactive: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export function StatusPill({ status }: { status: string }) {
  const tone = PILL_TONES[status.toLowerCase()] ?? 'bg-slate-100 text-slate-700 ring-slate-500/20';
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${tone}`}>
      {status}
    </span>
  );
}

/** A row's action: a compact text button, so a table's last column stays in view; red where it deletes. */
export function ActionButton({
  children,
  onClick,
  tone = 'plain',
}: {
  children: ReactNode;
  onClick: () => void;
  tone?: 'plain' | 'danger';
}) {
  const colour = tone === 'danger' ? 'text-red-700 hover:text-red-800' : 'text-slate-700 hover:text-slate-900';
  return (
    <button
      type="button"
      onClick={onClick}
      className={`rounded-md px-2 py-1 text-sm font-semibold hover:bg-slate-100 ${colour}`}
    >
      {children}
    </button>
  );
}
