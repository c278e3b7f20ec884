// A record's status, lowercased as the spec shows it: completed and active green, pending and a lease's grace yellow, the
// rest red or grey.

const TONES: Record<string, string> = {
  completed: 'bg-emerald-100 text-emerald-800',
  active: 'bg-emerald-100 text-emerald-800',
  sold: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-800',
  grace: 'bg-amber-100 text-amber-800',
  failed: 'bg-red-100 text-red-800',
  cancelled: 'bg-red-100 text-red-800',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status] ?? 'bg-slate-100 text-slate-700'}`}
    >
      {status.toLowerCase()}
    </span>
  );
}

/** Dates on the member screens are en-GB (docs/decisions/015 "Constants"). */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });
}
