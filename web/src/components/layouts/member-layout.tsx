// The member area's frame (docs/decisions/015 "Screens"): the sidebar of member screens, and the wallet balance
// with two decimals (the session's, so the current-user query's: it follows every purchase and top-up). The query
// layer is given to the member screens here.

import { LABELS } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { paths } from '@/config/paths';
import { QueryProvider } from '@/lib/query/provider';
import { useSession } from '@/lib/session';
import { DashboardLayout } from './dashboard-layout';

const MEMBER_NAV = [
  { label: LABELS.memberNav.dashboard, to: paths.user.dashboard.getHref() },
  { label: LABELS.memberNav.oneTimeSms, to: paths.user.oneTimeSms.getHref() },
  { label: LABELS.memberNav.leases, to: paths.user.leases.getHref() },
  { label: LABELS.memberNav.buyNumber, to: paths.user.buyNumber.getHref() },
  { label: LABELS.memberNav.wallet, to: paths.user.wallet.getHref() },
  { label: LABELS.memberNav.apiKeys, to: paths.user.apiKeys.getHref() },
  { label: LABELS.memberNav.tickets, to: paths.user.tickets.getHref() },
  { label: LABELS.memberNav.profile, to: paths.user.profile.getHref() },
] as const;

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

export function MemberLayout() {
  return (
    <QueryProvider>
      <DashboardLayout areaName="Member area" items={MEMBER_NAV} topBar={<WalletBalance />} />
    </QueryProvider>
  );
}
