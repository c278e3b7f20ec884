// Lease Management (/admin/leases): Total, Active and Expired Leases and Total Revenue over the loaded leases; search
// by id, user, email or phone and the status filter over what is loaded (Enter looks a whole email, number or id
// up); days left red at 7 or fewer, 'Expired' at 0; Inbox (active leases) opens a dialog that has no messages to show;
// Cancel does nothing.

import { useState } from 'react';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { AdminLease } from '@shared/schemas/admin';
import { matchesLease } from '@shared/admin-list-filters';
import { Dialog } from '@/components/ui/dialog';
import { leasesQuery } from '@/lib/admin/queries';
import { AdminListPage } from '@/components/admin/admin-list-page';
import { useFilter } from '@/components/admin/list-controls';
import { ActionButton, Cell, HolderCell, StatusPill } from '@/components/admin/admin-table';
import { holderName, logInertAction } from '@/lib/admin/format';
import { useAdminList } from '@/lib/admin/use-admin-list';
import { daysLeft } from '../days-left';

const COLUMNS = [
  'Lease ID',
  'User',
  'Service',
  'Phone Number',
  'Status',
  'Days Left',
  'Messages',
  'Amount',
  'Actions',
] as const;
const STATUSES = { all: 'All Status', active: 'Active', expired: 'Expired', cancelled: 'Cancelled' };

export function LeasesPage() {
  const list = useAdminList(leasesQuery, (page) => page.leases);
  const status = useFilter('Status', STATUSES);
  const [inbox, setInbox] = useState<AdminLease | null>(null);
  const [now] = useState(() => Date.now());
  const { count } = list;
  const revenue = list.total((lease) => lease.price_cents);
  const filter = list.filterWith({ status: status.value });
  const shown = list.items?.filter((lease) => matchesLease(lease, filter)) ?? [];

  return (
    <>
      <AdminListPage
        list={list}
        title={LABELS.adminNav.leases}
        intro="30-day leases, member and anonymous, newest first."
        failedMessage={MESSAGES.leasesLoadFailed}
        exportList="leases"
        filter={filter}
        cards={[
          { label: 'Total Leases', value: count(() => true) },
          { label: 'Active Leases', value: count((lease) => lease.status === 'active') },
          { label: 'Expired Leases', value: count((lease) => lease.status === 'expired') },
          { label: 'Total Revenue', value: revenue },
        ]}
        searchLabel="Search by ID, user, email or phone"
        lookUpWhat="a whole email, phone number or lease ID"
        filters={[status]}
        caption="Leases"
        columns={COLUMNS}
        shownCount={shown.length}
      >
        {shown.map((lease) => {
          const left = daysLeft(lease.end_date, now);
          return (
            <tr key={lease.id}>
              <Cell className="font-mono text-xs">{lease.id}</Cell>
              <HolderCell name={holderName(lease)} email={lease.user_email} />
              <Cell>{lease.service_name}</Cell>
              <Cell>{lease.phone_number}</Cell>
              <Cell>
                <StatusPill status={lease.status} />
              </Cell>
              <Cell className={left.warning ? 'font-semibold text-red-700' : ''}>{left.label}</Cell>
              <Cell className="tabular-nums">{lease.message_count}</Cell>
              <Cell className="tabular-nums">{formatUsd(lease.price_cents)}</Cell>
              <Cell>
                <div className="flex flex-wrap gap-1">
                  {lease.status === 'active' && <ActionButton onClick={() => setInbox(lease)}>Inbox</ActionButton>}
                  <ActionButton onClick={() => logInertAction('cancel', lease.id)}>Cancel</ActionButton>
                </div>
              </Cell>
            </tr>
          );
        })}
      </AdminListPage>
      <Dialog open={inbox !== null} onClose={() => setInbox(null)} title={`Inbox: ${inbox?.phone_number ?? ''}`}>
        <p className="py-6 text-center text-sm text-slate-600">{MESSAGES.noLeaseMessagesYet}</p>
      </Dialog>
    </>
  );
}
