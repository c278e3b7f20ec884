// Operations › a member's account (/admin/operations/accounts/:id, docs/decisions/059): the account and wallet, then
// the ledger, orders, leases, eSIMs, API keys, tickets, open sessions and the trail about them; switching the account
// off or on, ending every session and crediting or debiting the wallet, each behind a confirmation with a reason.

import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatUsd } from '@shared/money';
import type { MemberAccount } from '@shared/schemas/operations';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable, Cell, StatusPill } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { adjustWallet, endSessions, memberAccountQuery, operationsRoot, switchAccount } from '../api/operations-api';
import { AuditRows, AUDIT_COLUMNS } from './audit-rows';
import { KeyRows, KEY_COLUMNS } from './key-rows';
import { OperationsNav } from '@/components/admin/operations-nav';
import { ReasonDialog, type ReasonDialogProps } from '@/components/admin/reason-dialog';

type Action = Omit<ReasonDialogProps, 'onClose' | 'refresh'>;

function Part({
  title,
  columns,
  count,
  children,
}: {
  title: string;
  columns: readonly string[];
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`part-${title}`} className="space-y-2">
      <h2 id={`part-${title}`} className="text-lg font-semibold text-slate-900">
        {title} <span className="text-sm font-normal text-slate-500">({count})</span>
      </h2>
      <AdminTable caption={title} columns={columns} empty={count === 0} emptyText={`None: ${title}`}>
        {children}
      </AdminTable>
    </section>
  );
}

function actionsFor(account: MemberAccount): { label: string; tone?: 'danger'; action: Action }[] {
  const { user } = account;
  const switching: Action = user.is_active
    ? {
        title: `Switch off ${user.email}`,
        consequence:
          'Every session of theirs ends at once, their API keys are refused and they cannot sign in. Their wallet and records are kept.',
        submitLabel: 'Switch off',
        done: 'Account switched off',
        run: (reason) => switchAccount(user.id, false, reason),
      }
    : {
        title: `Switch on ${user.email}`,
        consequence: 'They can sign in again and their API keys work again. Sessions ended stay ended.',
        submitLabel: 'Switch on',
        done: 'Account switched on',
        run: (reason) => switchAccount(user.id, true, reason),
      };
  return [
    {
      label: user.is_active ? 'Switch off' : 'Switch on',
      tone: user.is_active ? 'danger' : undefined,
      action: switching,
    },
    {
      label: 'End all sessions',
      action: {
        title: `End every session of ${user.email}`,
        consequence: 'Every browser signed in as them is signed out at once. Their API keys keep working.',
        submitLabel: 'End sessions',
        done: 'Every session ended',
        run: (reason) => endSessions(user.id, reason),
      },
    },
    {
      label: 'Credit or debit wallet',
      action: {
        title: `Adjust the wallet of ${user.email}`,
        consequence: `The wallet holds ${formatUsd(user.wallet_balance)}. A credit adds, a debit (negative) takes away, never below zero; the member sees it in their ledger.`,
        submitLabel: 'Adjust wallet',
        withAmount: true,
        done: 'Wallet adjusted',
        run: (reason, cents) => adjustWallet(user.id, cents, reason),
      },
    },
  ];
}

function AccountParts({ account }: { account: MemberAccount }) {
  return (
    <>
      <Part title="Ledger" columns={['Date', 'Kind', 'Description', 'Amount']} count={account.transactions.length}>
        {account.transactions.map((entry) => (
          <tr key={entry.id}>
            <Cell>{formatDateTime(entry.created_at)}</Cell>
            <Cell>{entry.kind}</Cell>
            <Cell>{entry.description}</Cell>
            <Cell className="tabular-nums">{(entry.amount < 0 ? '-' : '+') + formatUsd(Math.abs(entry.amount))}</Cell>
          </tr>
        ))}
      </Part>
      <Part title="Orders" columns={['Date', 'Service', 'Number', 'Status', 'Price']} count={account.orders.length}>
        {account.orders.map((order) => (
          <tr key={order.id}>
            <Cell>{formatDateTime(order.created_at)}</Cell>
            <Cell>{order.service_name}</Cell>
            <Cell className="font-mono text-xs">{order.phone_number}</Cell>
            <Cell>
              <StatusPill status={order.status} />
            </Cell>
            <Cell className="tabular-nums">{formatUsd(order.price)}</Cell>
          </tr>
        ))}
      </Part>
      <Part title="Leases" columns={['Started', 'Ends', 'Service', 'Number', 'Status']} count={account.leases.length}>
        {account.leases.map((lease) => (
          <tr key={lease.id}>
            <Cell>{formatDateTime(lease.start_date)}</Cell>
            <Cell>{formatDateTime(lease.end_date)}</Cell>
            <Cell>{lease.service_name}</Cell>
            <Cell className="font-mono text-xs">{lease.phone_number}</Cell>
            <Cell>
              <StatusPill status={lease.status} />
            </Cell>
          </tr>
        ))}
      </Part>
      <Part title="eSIMs" columns={['Sold', 'ICCID', 'Number']} count={account.esims.length}>
        {account.esims.map((sim) => (
          <tr key={sim.id}>
            <Cell>{sim.sold_at ? formatDateTime(sim.sold_at) : ''}</Cell>
            <Cell className="font-mono text-xs">{sim.iccid}</Cell>
            <Cell className="font-mono text-xs">{sim.phone_number}</Cell>
          </tr>
        ))}
      </Part>
      <Part title="API keys" columns={KEY_COLUMNS} count={account.api_keys.length}>
        <KeyRows keys={account.api_keys} />
      </Part>
      <Part title="Tickets" columns={['Opened', 'Subject', 'Priority', 'Status']} count={account.tickets.length}>
        {account.tickets.map((ticket) => (
          <tr key={ticket.id}>
            <Cell>{formatDateTime(ticket.created_at)}</Cell>
            <Cell>{ticket.subject}</Cell>
            <Cell>{ticket.priority}</Cell>
            <Cell>
              <StatusPill status={ticket.status} />
            </Cell>
          </tr>
        ))}
      </Part>
      <Part
        title="Sessions and sign-ins"
        columns={['Signed in', 'Last seen', 'Browser', 'Two-factor']}
        count={account.sessions.length}
      >
        {account.sessions.map((session) => (
          <tr key={session.id}>
            <Cell>{formatDateTime(session.created_at)}</Cell>
            <Cell>{formatDateTime(session.last_seen_at)}</Cell>
            <Cell>
              <span className="block max-w-72 truncate" title={session.user_agent}>
                {session.user_agent || 'Unknown'}
              </span>
            </Cell>
            <Cell>{session.second_factor ? 'Yes' : 'No'}</Cell>
          </tr>
        ))}
      </Part>
      <Part title="Audit trail" columns={AUDIT_COLUMNS} count={account.audit.length}>
        <AuditRows entries={account.audit} />
      </Part>
    </>
  );
}

export function AccountPage() {
  const id = useParams().id ?? '';
  const account = useQuery(memberAccountQuery(id));
  const [action, setAction] = useState<Action | null>(null);
  const user = account.data?.user;

  return (
    <AdminPage
      title={user ? user.name || user.email : 'Account'}
      error={account.isError ? 'Failed to load the account' : null}
    >
      <OperationsNav />
      <Link to={paths.admin.accounts.getHref()} className="text-sm font-semibold text-brand-700 hover:underline">
        Back to accounts
      </Link>
      {account.isPending && <p role="status">Loading...</p>}
      {account.data && user && (
        <>
          <dl className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
            {[
              ['Email', user.email],
              ['Status', user.is_active ? 'Active' : 'Switched off'],
              ['Wallet', formatUsd(user.wallet_balance)],
              ['Role', user.role],
              ['Member since', formatDateTime(user.created_at)],
              ['Last sign-in', user.last_login_at ? formatDateTime(user.last_login_at) : 'Never'],
              ['ID', user.id],
            ].map(([term, value]) => (
              <div key={term}>
                <dt className="text-slate-600">{term}</dt>
                <dd className="font-semibold break-all text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap gap-2">
            {actionsFor(account.data).map(({ label, tone, action: chosen }) => (
              <Button
                key={label}
                variant={tone === 'danger' ? 'danger' : 'secondary'}
                onClick={() => setAction(chosen)}
              >
                {label}
              </Button>
            ))}
          </div>
          <AccountParts account={account.data} />
        </>
      )}
      {action && <ReasonDialog {...action} refresh={operationsRoot()} onClose={() => setAction(null)} />}
    </AdminPage>
  );
}
