// The audit trail's rows (docs/decisions/059): when, who (and from where), what to which record, the change and why.

import type { AuditEntryView } from '@shared/schemas/audit';
import { Cell, StatusPill } from '@/components/admin/admin-table';
import { formatDateTime } from '@/components/ui/status-badge';

export const AUDIT_COLUMNS = ['Time', 'Operator', 'Action', 'Details', 'Reason', 'Change'];

const fieldsText = (fields: Record<string, unknown> | null) =>
  fields
    ? Object.entries(fields)
        .map(([name, value]) => `${name}: ${String(value)}`)
        .join(', ')
    : '';

export function AuditRows({ entries }: { entries: AuditEntryView[] }) {
  return entries.map((entry) => (
    <tr key={entry.id}>
      <Cell>{formatDateTime(entry.timestamp)}</Cell>
      <Cell>
        <span className="block">{entry.user}</span>
        <span className="block text-xs text-slate-500">{entry.ip ?? 'command line'}</span>
      </Cell>
      <Cell>
        <StatusPill status={entry.action.replaceAll('_', ' ')} />
      </Cell>
      <Cell>
        <span className="block w-56 text-xs break-words whitespace-normal">{entry.details}</span>
        <span className="block font-mono text-xs text-slate-500">{entry.subject}</span>
      </Cell>
      <Cell>
        <span className="block w-40 text-xs break-words whitespace-normal">{entry.reason}</span>
      </Cell>
      <Cell>
        <span className="block w-44 text-xs break-words whitespace-normal">
          {fieldsText(entry.before)} → {fieldsText(entry.after)}
        </span>
      </Cell>
    </tr>
  ));
}
