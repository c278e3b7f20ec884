// Audit Logs (/admin/logs): four cards, search by user, email, details or IP, the action, user and period filters (the
// period has no effect), and the table of ten hard-coded entries; Export Logs does nothing.

import { useState } from 'react';
import { DATE_LOCALE } from '@shared/constants';
import { LABELS } from '@shared/messages';
import { Link } from 'react-router-dom';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable, Cell, HolderCell } from '@/components/admin/admin-table';
import { ListControls, useFilter } from '@/components/admin/list-controls';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AUDIT_ACTIONS, AUDIT_LOGS, AUDIT_PERIODS, AUDIT_USERS, type AuditLogEntry } from '../sample-audit-logs';

const isToday = (at: string) => new Date(at).toDateString() === new Date().toDateString();

function matches(entry: AuditLogEntry, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return [entry.user, entry.email, entry.details, entry.ip].some((value) => value.toLowerCase().includes(needle));
}

/** A filter's choices: the values as they read. */
const asIs = (values: readonly string[]) => Object.fromEntries(values.map((value) => [value, value]));

export function AuditLogsPage() {
  const [term, setTerm] = useState('');
  const action = useFilter('Action', { all: 'All', ...asIs(AUDIT_ACTIONS) });
  const user = useFilter('User', { all: 'All', ...asIs(AUDIT_USERS) });
  // The period has no effect: the entries are a fixed sample.
  const period = useFilter('Period', asIs(AUDIT_PERIODS));

  const shown = AUDIT_LOGS.filter(
    (entry) =>
      matches(entry, term) &&
      (action.value === 'all' || entry.action === action.value) &&
      (user.value === 'all' || entry.user === user.value),
  );

  return (
    <AdminPage
      sampleNotice={
        'These entries are examples, not a record of what happened on the site: nothing here is logged or exported.'
      }
      title={LABELS.adminNav.logs}
      actions={<Button variant="secondary">Export Logs</Button>}
      cards={[
        { label: 'Total Logs', value: AUDIT_LOGS.length },
        { label: "Today's Logs", value: AUDIT_LOGS.filter((entry) => isToday(entry.timestamp)).length },
        { label: 'Admin Actions', value: AUDIT_LOGS.filter((entry) => entry.action === 'admin_action').length },
        { label: 'API Requests', value: AUDIT_LOGS.filter((entry) => entry.action === 'api_request').length },
      ]}
    >
      {/* Beside the spec's sample screen: the real record of operator actions (docs/decisions/059). */}
      <p className="text-sm">
        <Link to={paths.admin.auditTrail.getHref()} className="font-semibold text-brand-700 hover:underline">
          Open the real audit trail
        </Link>{' '}
        of what operators did, in Operations.
      </p>
      <ListControls
        searchLabel="Search by user, email, details or IP"
        search={{ term, setTerm }}
        filters={[action, user, period]}
      />
      <AdminTable
        caption="Audit logs"
        columns={['Timestamp', 'User', 'Action', 'Details', 'IP Address', 'User Agent']}
        empty={shown.length === 0}
        emptyText="No logs found"
      >
        {shown.map((entry) => (
          <tr key={entry.id}>
            <Cell>
              <time dateTime={entry.timestamp}>{new Date(entry.timestamp).toLocaleString(DATE_LOCALE)}</time>
            </Cell>
            <HolderCell name={entry.user} email={entry.email} />
            <Cell>
              <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-800 ring-1 ring-slate-500/20 ring-inset">
                {entry.action}
              </span>
            </Cell>
            <td className="px-3 py-3 text-slate-700">{entry.details}</td>
            <Cell className="font-mono text-xs">{entry.ip}</Cell>
            <Cell className="max-w-56 truncate text-xs" title={entry.userAgent}>
              {entry.userAgent}
            </Cell>
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
