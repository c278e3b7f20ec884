// A record's timeline as the operations desk shows it: oldest first, each event's time, kind, sentence and the fields
// it was built from.

import type { TimelineEvent } from '@shared/schemas/admin-story';
import { formatDateTime } from '@/components/ui/status-badge';

const KIND_LABELS: Record<TimelineEvent['kind'], string> = {
  created: 'Created',
  payment: 'Payment',
  payment_notice: 'Payment notice',
  held: 'Held',
  resolved: 'Resolved',
  number_allocated: 'Number',
  sms: 'SMS',
  code_shown: 'Code shown',
  webhook: 'Webhook',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refund: 'Refund',
  operator: 'Operator',
  renewed: 'Renewed',
  grace: 'Grace',
};

const shown = (value: string | number | boolean | null) =>
  value === null ? '—' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);

export function Timeline({ events }: { events: readonly TimelineEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">Nothing recorded yet.</p>;
  return (
    <ol aria-label="Timeline" className="space-y-3">
      {events.map((event, index) => (
        <li key={index} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {KIND_LABELS[event.kind]}
            </span>
            <time dateTime={event.at} className="text-xs text-slate-500 tabular-nums">
              {formatDateTime(event.at)}
            </time>
          </div>
          <p className="mt-2 text-sm font-medium break-words text-slate-900">{event.summary}</p>
          {Object.keys(event.fields).length > 0 && (
            <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
              {Object.entries(event.fields).map(([name, value]) => (
                <div key={name} className="flex min-w-0 gap-2">
                  <dt className="shrink-0 text-slate-500">{name.replaceAll('_', ' ')}</dt>
                  <dd className="min-w-0 font-mono break-all text-slate-800">{shown(value)}</dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}
