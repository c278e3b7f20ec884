// An API key's row on the operations desk (docs/decisions/059): its prefix and owner, plan, this period's use, when it
// was last used and its subscription; revoke or restore behind a confirmation with a reason.

import { useState } from 'react';
import type { AdminApiKey } from '@shared/schemas/operations';
import { ActionButton, Cell, StatusPill } from '@/components/admin/admin-table';
import { formatDateTime } from '@/components/ui/status-badge';
import { operationsRoot, setKeyRevocation } from '../api/operations-api';
import { ReasonDialog } from '@/components/admin/reason-dialog';

export const KEY_COLUMNS = ['Key', 'Owner', 'Plan', 'This period', 'Last used', 'State', ''];

export function KeyRows({ keys }: { keys: AdminApiKey[] }) {
  const [changing, setChanging] = useState<AdminApiKey | null>(null);
  const revoke = changing?.revocation === 'active';
  return (
    <>
      {keys.map((key) => (
        <tr key={key.id}>
          <Cell>
            <span className="block font-mono text-xs">{key.prefix}…</span>
            <span className="block text-xs text-slate-500">{key.name}</span>
          </Cell>
          <Cell>
            <span className="block">{key.owner_name}</span>
            <span className="block max-w-48 text-xs break-all whitespace-normal text-slate-500">{key.owner_email}</span>
          </Cell>
          <Cell>
            <span className="block">{key.plan}</span>
            <StatusPill status={key.subscription_status} />
          </Cell>
          <Cell className="text-xs tabular-nums">
            <span className="block">{key.purchases} purchases</span>
            <span className="block text-slate-500">{key.calls_today} calls today</span>
          </Cell>
          <Cell>{key.last_used ? formatDateTime(key.last_used) : 'Never'}</Cell>
          <Cell>
            <StatusPill status={key.revocation === 'revoked' ? 'revoked' : key.status} />
          </Cell>
          <Cell>
            <ActionButton tone={key.revocation === 'active' ? 'danger' : 'plain'} onClick={() => setChanging(key)}>
              {key.revocation === 'active' ? 'Revoke' : 'Restore'}
            </ActionButton>
          </Cell>
        </tr>
      ))}
      {changing && (
        <ReasonDialog
          title={`${revoke ? 'Revoke' : 'Restore'} the key ${changing.prefix}…`}
          consequence={
            revoke
              ? `Every call with this key is refused at once, whatever ${changing.owner_email} sets it to.`
              : 'The key works again as its member has it set.'
          }
          submitLabel={revoke ? 'Revoke key' : 'Restore key'}
          done={revoke ? 'Key revoked' : 'Key restored'}
          run={(reason) => setKeyRevocation(changing.id, revoke ? 'revoked' : 'active', reason)}
          refresh={operationsRoot()}
          onClose={() => setChanging(null)}
        />
      )}
    </>
  );
}
