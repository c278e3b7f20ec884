// A table's header row: one column heading per name (right-aligned where named), then any headings of its own.

import type { ReactNode } from 'react';

export function TableHead({
  columns,
  right = [],
  children,
}: {
  columns: readonly string[];
  /** The columns whose figures line up on the right (amounts). */
  right?: readonly string[];
  children?: ReactNode;
}) {
  return (
    <thead className="border-b border-slate-200 bg-slate-50">
      <tr>
        {columns.map((column) => (
          <th
            key={column}
            scope="col"
            className={`px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase ${right.includes(column) ? 'text-right' : 'text-left'}`}
          >
            {column}
          </th>
        ))}
        {children}
      </tr>
    </thead>
  );
}
