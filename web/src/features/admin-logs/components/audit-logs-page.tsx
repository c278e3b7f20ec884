// Audit Logs (/admin/logs): four cards, search by user, email, details or IP, the action, user and period filters (the
// period has no effect), and the table of ten hard-coded entries; Export Logs does nothing.

import { useId, useState } from 'react';
import { DATE_LOCALE } from '@shared/constants';
import { LABELS } from '@shared/messages';
import { AdminTable } from '@/components/admin/admin-table';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { StatCard, StatCards } from '@/components/ui/stat-card';
import { SampleDataNotice } from '@/components/admin/sample-data-notice';
import { AUDIT_ACTIONS, AUDIT_LOGS, AUDIT_PERIODS, AUDIT_USERS, type AuditLogEntry } from '../sample-audit-logs';

const isToday = (at: string) => new Date(at).toDateString() === new Date().toDateString();

function matches(entry: AuditLogEntry, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return [entry.user, entry.email, entry.details, entry.ip].some((value) => value.toLowerCase().includes(needle));
}

function Filter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={INPUT_CLASS}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option === 'all' ? 'All' : option}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AuditLogsPage() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [action, setAction] = useState('all');
  const [user, setUser] = useState('all');
  const [period, setPeriod] = useState<string>(AUDIT_PERIODS[0]);

  const shown = AUDIT_LOGS.filter(
    (entry) =>
      matches(entry, search) &&
      (action === 'all' || entry.action === action) &&
      (user === 'all' || entry.user === user),
  );
  const cards = [
    { label: 'Total Logs', value: AUDIT_LOGS.length },
    { label: "Today's Logs", value: AUDIT_LOGS.filter((entry) => isToday(entry.timestamp)).length },
    { label: 'Admin Actions', value: AUDIT_LOGS.filter((entry) => entry.action === 'admin_action').length },
    { label: 'API Requests', value: AUDIT_LOGS.filter((entry) => entry.action === 'api_request').length },
  ];

  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <Seo />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="screen-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {LABELS.adminNav.logs}
        </h1>
        <Button variant="secondary">Export Logs</Button>
      </div>
      <SampleDataNotice>
        {'These entries are examples, not a record of what happened on the site: nothing here is logged or exported.'}
      </SampleDataNotice>
      <StatCards>
        {cards.map((card) => (
          <StatCard key={card.label} label={card.label} value={card.value} />
        ))}
      </StatCards>
      <div className="rounded-2xl border border-slate-200 bg-white">
        <div className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
              Search by user, email, details or IP
            </label>
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className={INPUT_CLASS}
            />
          </div>
          <Filter label="Action" value={action} options={['all', ...AUDIT_ACTIONS]} onChange={setAction} />
          <Filter label="User" value={user} options={['all', ...AUDIT_USERS]} onChange={setUser} />
          <Filter label="Period" value={period} options={AUDIT_PERIODS} onChange={setPeriod} />
        </div>
      </div>
      <AdminTable
        caption="Audit logs"
        columns={['Timestamp', 'User', 'Action', 'Details', 'IP Address', 'User Agent']}
        loading={false}
        empty={shown.length === 0}
        emptyText="No logs found"
      >
        {shown.map((entry) => (
          <tr key={entry.id}>
            <td className="px-4 py-3 whitespace-nowrap text-slate-600">
              <time dateTime={entry.timestamp}>{new Date(entry.timestamp).toLocaleString(DATE_LOCALE)}</time>
            </td>
            <td className="px-4 py-3">
              <span className="block text-slate-900">{entry.user}</span>
              <span className="block text-xs text-slate-600">{entry.email}</span>
            </td>
            <td className="px-4 py-3">
              <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-800 ring-1 ring-slate-500/20 ring-inset">
                {entry.action}
              </span>
            </td>
            <td className="px-4 py-3 text-slate-700">{entry.details}</td>
            <td className="px-4 py-3 font-mono text-xs whitespace-nowrap">{entry.ip}</td>
            <td className="max-w-56 truncate px-4 py-3 text-xs text-slate-600" title={entry.userAgent}>
              {entry.userAgent}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
