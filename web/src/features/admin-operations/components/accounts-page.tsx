// Operations › Accounts (/admin/operations, docs/decisions/059): find a member by a whole email, phone number or id
// (looked up on the server), or by name among the members loaded (newest first, 'Load more'), and open their account.

import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd } from '@shared/money';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable, Cell, StatusPill } from '@/components/admin/admin-table';
import { LoadMore } from '@/components/admin/load-more';
import { paths } from '@/config/paths';
import { usersQuery } from '@/lib/admin/queries';
import { FindForm } from './find-form';
import { OperationsNav } from '@/components/admin/operations-nav';

/** A term the server looks up: a whole email, a +44 number or an id (no spaces); anything else is a name. */
const lookedUp = (term: string) => term.includes('@') || /^\+\d+$/.test(term) || /^[0-9a-z]{8,64}$/i.test(term);

export function AccountsPage() {
  const [term, setTerm] = useState('');
  const serverTerm = term && lookedUp(term) ? term : null;
  const list = useInfiniteQuery(usersQuery(serverTerm));
  const loaded = list.data?.pages.flatMap((page) => page.users) ?? null;
  const name = serverTerm === null ? term.toLowerCase() : '';
  const users = loaded?.filter((user) => !name || user.name.toLowerCase().includes(name)) ?? null;

  return (
    <AdminPage
      title="Accounts"
      intro="Find a member by email, name, id or phone number, open their account, and act on it with a reason that the audit trail keeps."
      error={list.isError && !list.data ? 'Failed to load members' : null}
    >
      <OperationsNav />
      <FindForm label="Email, name, id or phone number" placeholder="Email, name, id or +44 number" onFind={setTerm} />
      <AdminTable
        caption="Members"
        columns={['Name', 'Email', 'Status', 'Wallet', 'Role', '']}
        loading={users === null && !list.isError}
        empty={users !== null && users.length === 0}
        emptyText="No member matches"
      >
        {users?.map((user) => (
          <tr key={user.id}>
            <Cell>{user.name}</Cell>
            <Cell>
              <span className="block w-44 break-all whitespace-normal sm:w-auto sm:max-w-72">{user.email}</span>
            </Cell>
            <Cell>
              <StatusPill status={user.is_active ? 'active' : 'switched off'} />
            </Cell>
            <Cell className="tabular-nums">{formatUsd(user.wallet_balance)}</Cell>
            <Cell>{user.role}</Cell>
            <Cell>
              <Link
                to={paths.admin.account.getHref(user.id)}
                className="font-semibold text-brand-700 hover:underline"
                aria-label={`Open the account of ${user.email}`}
              >
                Open
              </Link>
            </Cell>
          </tr>
        ))}
      </AdminTable>
      <LoadMore pages={list} />
    </AdminPage>
  );
}
