// A stat card: its label and figure, '...' while the figure loads, and an optional note under it; a row of them is a
// description list, two to a row on a phone.

export function StatCard({ label, value, note }: { label: string; value: string | number | null; note?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-2 text-xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-2xl">
        {value ?? '...'}
      </dd>
      {note && <dd className="mt-1 text-xs text-slate-500">{note}</dd>}
    </div>
  );
}

export function StatCards({ children }: { children: React.ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">{children}</dl>;
}
