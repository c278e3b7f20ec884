// User Management (/admin/users): Total, Active, Inactive and Admin Users over the loaded users; search by name or
// email and the status filter over what is loaded (Enter looks a whole email or id up); the spec's columns; Edit and
// Activate/Deactivate only log.

import { ROLE_ADMIN } from '@shared/constants';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { matchesUser, userStatus } from '@shared/admin-list-filters';
import { usersQuery } from '@/lib/admin/queries';
import { AdminListPage } from '@/components/admin/admin-list-page';
import { useFilter } from '@/components/admin/list-controls';
import { ActionButton, Cell, HolderCell, StatusPill } from '@/components/admin/admin-table';
import { formatDate, logInertAction } from '@/lib/admin/format';
import { useAdminList } from '@/lib/admin/use-admin-list';

const COLUMNS = ['User', 'Status', 'Role', 'Balance', 'Joined', 'Last Active', 'Actions'] as const;
const STATUSES = { all: 'All', active: 'Active', inactive: 'Inactive', banned: 'Banned' };

export function UsersPage() {
  const list = useAdminList(usersQuery, (page) => page.users);
  const status = useFilter('Status', STATUSES);
  const { count } = list;
  const filter = list.filterWith({ status: status.value });
  const shown = list.items?.filter((user) => matchesUser(user, filter)) ?? [];

  return (
    <AdminListPage
      list={list}
      title={LABELS.adminNav.users}
      intro="Every account, newest first."
      failedMessage={MESSAGES.usersLoadFailed}
      exportList="users"
      filter={filter}
      cards={[
        { label: 'Total Users', value: count(() => true) },
        { label: 'Active Users', value: count((user) => user.is_active) },
        { label: 'Inactive Users', value: count((user) => !user.is_active) },
        { label: 'Admin Users', value: count((user) => user.role === ROLE_ADMIN) },
      ]}
      searchLabel="Search by name or email"
      lookUpWhat="a whole email or user ID"
      filters={[status]}
      caption="Users"
      columns={COLUMNS}
      shownCount={shown.length}
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
    </AdminListPage>
  );
}
