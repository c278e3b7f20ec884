// The member area's frame (docs/decisions/015 "Screens"): the sidebar of member screens, and the wallet balance
// with two decimals (the session's, so the current-user query's: it follows every purchase and top-up). The query
// layer is given to the member screens here.

import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { LABELS } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { paths } from '@/config/paths';
import { QueryProvider } from '@/lib/query/provider';
import { useSession } from '@/lib/session';
import { DashboardLayout, sidebarItems } from './dashboard-layout';

const MEMBER_NAV = sidebarItems(LABELS.memberNav, paths.user, [
  'dashboard',
  'oneTimeSms',
  'leases',
  'buyNumber',
  'wallet',
  'apiKeys',
  'tickets',
  'profile',
]);

function WalletBalance() {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <p className="text-sm text-slate-600">
      <span className="hidden sm:inline">Wallet </span>
      <span className="font-semibold text-slate-900">{formatUsd(session.user.wallet_balance)}</span>
    </p>
  );
}

/** `notice`: what shows above every member screen (the address waiting for confirmation, docs/decisions/053). */
export function MemberLayout({ notice }: { notice?: ReactNode }) {
  return (
    <QueryProvider>
      <DashboardLayout
        areaName="Member area"
        items={MEMBER_NAV}
        topBar={<WalletBalance />}
        screen={
          <>
            {notice}
            <Outlet />
          </>
        }
      />
    </QueryProvider>
  );
}
