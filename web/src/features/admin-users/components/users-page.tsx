// User Management (/admin/users): Total, Active, Inactive and Admin Users over the loaded users; search by name or
// email and the status filter over what is loaded (Enter looks a whole email or id up); the spec's columns; Edit and
// Activate/Deactivate only log.

import { useState } from 'react';
import { ROLE_ADMIN } from '@shared/constants';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { matchesUser, userStatus } from '@shared/admin-list-filters';
import { usersQuery } from '@/lib/admin/queries';
import { AdminPage } from '@/components/admin/admin-page';
import { ActionButton, AdminTable, Cell, HolderCell, StatusPill } from '@/components/admin/admin-table';
import { ListControls } from '@/components/admin/list-controls';
import { LoadMore } from '@/components/admin/load-more';
import { StatCard, StatCards } from '@/components/ui/stat-card';
import { formatDate, logInertAction } from '@/lib/admin/format';
import { useAdminList } from '@/lib/admin/use-admin-list';
import { AdminExportButton } from '@/components/receipts/admin-export-button';

const COLUMNS = ['User', 'Status', 'Role', 'Balance', 'Joined', 'Last Active', 'Actions'] as const;
const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'banned', label: 'Banned' },
] as const;

export function UsersPage() {
  const list = useAdminList(usersQuery, (page) => page.users);
  const [status, setStatus] = useState('all');
  const users = list.items;
  const { count } = list;
  // While a term is looked up the list is what the server found; otherwise the filters select from what is loaded.
  const filter = list.lookingUp ? {} : { term: list.term, status };
  const shown = users?.filter((user) => matchesUser(user, filter)) ?? [];

  return (
    <AdminPage
      title={LABELS.adminNav.users}
      intro="Every account, newest first."
      error={list.failed ? MESSAGES.usersLoadFailed : null}
      actions={<AdminExportButton list="users" search={list.lookedUp} filter={filter} />}
    >
      <StatCards>
        <StatCard label="Total Users" value={count(() => true)} />
        <StatCard label="Active Users" value={count((user) => user.is_active)} />
        <StatCard label="Inactive Users" value={count((user) => !user.is_active)} />
        <StatCard label="Admin Users" value={count((user) => user.role === ROLE_ADMIN)} />
      </StatCards>
      <ListControls
        searchLabel="Search by name or email"
        lookUpWhat="a whole email or user ID"
        term={list.term}
        onTermChange={list.setTerm}
        onLookUp={list.lookUp}
        filters={[{ label: 'Status', value: status, options: STATUS_OPTIONS, onChange: setStatus }]}
      />
      <AdminTable
        caption="Users"
        columns={COLUMNS}
        loading={users === null && !list.failed}
        empty={users !== null && shown.length === 0}
      >
        {shown.map((user) => (
          <tr key={user.id}>
            <HolderCell name={user.name} email={user.email} />
            <Cell>
              <StatusPill status={userStatus(user)} />
            </Cell>
            <Cell>{user.role === ROLE_ADMIN ? 'Admin' : 'User'}</Cell>
            <Cell className="tabular-nums">{formatUsd(user.wallet_balance)}</Cell>
            <Cell>{formatDate(user.created_at)}</Cell>
            <Cell>{formatDate(user.last_login_at)}</Cell>
            <Cell>
              <div className="flex flex-wrap gap-1">
                <ActionButton onClick={() => logInertAction('edit', user.id)}>Edit</ActionButton>
                <ActionButton onClick={() => logInertAction(user.is_active ? 'deactivate' : 'activate', user.id)}>
                  {user.is_active ? 'Deactivate' : 'Activate'}
                </ActionButton>
              </div>
            </Cell>
          </tr>
        ))}
      </AdminTable>
      <LoadMore shown={list.hasMore && !list.lookingUp} loading={list.loadingMore} onClick={list.loadMore} />
    </AdminPage>
  );
}
