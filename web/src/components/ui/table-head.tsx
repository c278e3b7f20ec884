// A back-office table's header row: one column heading per name.

export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="border-b border-slate-200 bg-slate-50">
      <tr>
        {columns.map((column) => (
          <th
            key={column}
            scope="col"
            className="px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase"
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
