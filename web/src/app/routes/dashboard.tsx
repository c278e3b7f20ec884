// /dashboard (docs/decisions/015 "Screens"): the stat cards, the purchase tabs with their service grid and
// current-number panel, 'Last One-Time SMS', 'Active Leases' with Inbox, and the quick actions.

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { serviceDisplayName, servicePriceCents } from '@shared/catalogue';
import { DASHBOARD_LATEST_ORDERS, LEASE_WARNING_DAYS, PURCHASE_TYPES, type PurchaseType } from '@shared/constants';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { Service } from '@shared/schemas/services';
import type { WalletTransactionView } from '@shared/schemas/wallet';
import { MemberScreen } from '@/components/layouts/member-screen';
import { ServiceGrid } from '@/components/service-grid';
import { Button } from '@/components/ui/button';
import { EmptyNote } from '@/components/ui/empty-note';
import { LinkButton } from '@/components/ui/link-button';
import { StatCard, StatCards } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { apiCallsTodayQuery } from '@/features/api-usage/api/queries';
import { leasesQuery, ordersQuery, simCardsQuery } from '@/features/numbers/api/queries';
import { EsimProduct, QrDetailsPanel } from '@/features/numbers/components/esim';
import { OneTimePanel } from '@/features/numbers/components/one-time-panel';
import { RentedNumberPanel } from '@/features/numbers/components/rented-numbers';
import { StatusBadge } from '@/components/ui/status-badge';
import { useServices } from '@/features/services/api/queries';
import { walletLedgerQuery } from '@/features/wallet/api/queries';
import { useSession } from '@/lib/session';
import { useMemberPurchases } from './use-member-purchases';

const TAB_LABELS: Record<PurchaseType, string> = {
  'one-time': LABELS.oneTimeSms,
  lease: LABELS.lease,
  buy: LABELS.buyNumber,
};

/**
 * The cards' change values. The spec gives each as 'N/A', a value the product it was written from never had; each card
 * says instead what changed lately, or what is coming, from what the dashboard reads (docs/decisions/015 "Said where
 * the spec is silent"). Nothing is said until the figure's list has loaded.
 */
const RECENT_DAYS = 30;
const DAY_MS = 86_400_000;

function recentCount(dates: readonly string[], now: number): string {
  const recent = dates.filter((date) => now - Date.parse(date) <= RECENT_DAYS * DAY_MS).length;
  return recent === 0 ? `None in the last ${RECENT_DAYS} days` : `+${recent} in the last ${RECENT_DAYS} days`;
}

function endingSoon(daysLeft: readonly number[]): string {
  const ending = daysLeft.filter((days) => days <= LEASE_WARNING_DAYS).length;
  return `${ending === 0 ? 'None' : ending} ending within ${LEASE_WARNING_DAYS} days`;
}

function walletChange(transactions: readonly WalletTransactionView[], now: number): string {
  const net = transactions
    .filter((transaction) => now - Date.parse(transaction.created_at) <= RECENT_DAYS * DAY_MS)
    .reduce((sum, transaction) => sum + (transaction.type === 'purchase' ? -1 : 1) * transaction.amount_cents, 0);
  if (net === 0) return `No change in the last ${RECENT_DAYS} days`;
  return `${net > 0 ? '+' : '−'}${formatUsd(Math.abs(net))} in the last ${RECENT_DAYS} days`;
}

/** API Calls Today counts from midnight UTC (docs/decisions/024). */
const API_CALLS_NOTE = 'Since 00:00 UTC';

export function DashboardRoute() {
  const session = useSession();
  const services = useServices();
  const orders = useQuery(ordersQuery());
  const leases = useQuery(leasesQuery());
  const simCards = useQuery(simCardsQuery());
  const ledger = useQuery(walletLedgerQuery());
  const orderList = orders.data ?? [];
  const leaseList = leases.data ?? [];
  const simList = simCards.data ?? [];
  const { data: apiCallsToday = 0 } = useQuery(apiCallsTodayQuery());
  const [now] = useState(() => Date.now());
  const purchases = useMemberPurchases();
  const navigate = useNavigate();
  const [tab, setTab] = useState<PurchaseType>('one-time');
  const [leaseService, setLeaseService] = useState<Service | null>(null);

  const active = leaseList.filter((lease) => lease.status === 'active');
  const balance = session.status === 'authenticated' ? session.user.wallet_balance : 0;
  const openInbox = (id: string) => navigate(paths.user.leaseInbox.getHref(id));

  return (
    <MemberScreen title={LABELS.memberNav.dashboard} page="dashboard">
      <StatCards>
        <StatCard
          label={LABELS.totalOrders}
          value={orderList.length + leaseList.length + simList.length}
          note={
            orders.data && leases.data && simCards.data
              ? recentCount(
                  [
                    ...orderList.map((o) => o.created_at),
                    ...leaseList.map((l) => l.start_date),
                    ...simList.map((c) => c.created_at),
                  ],
                  now,
                )
              : undefined
          }
        />
        <StatCard
          label={LABELS.activeLeases}
          value={active.length}
          note={leases.data ? endingSoon(active.map((lease) => lease.days_left)) : undefined}
        />
        <StatCard
          label={LABELS.walletBalance}
          value={formatUsd(balance)}
          note={ledger.data ? walletChange(ledger.data.transactions, now) : undefined}
        />
        <StatCard label={LABELS.apiCallsToday} value={apiCallsToday} note={API_CALLS_NOTE} />
      </StatCards>

      <div
        role="tablist"
        aria-label="What you need"
        className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 sm:max-w-xl"
      >
        {PURCHASE_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            aria-selected={tab === type}
            onClick={() => setTab(type)}
            className={`rounded-lg px-2 py-2.5 text-xs font-semibold sm:text-sm ${tab === type ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700'}`}
          >
            {TAB_LABELS[type]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TAB_LABELS[tab]}>
        {tab === 'one-time' && <OneTimePanel services={services} buy={purchases.buyOneTime} />}
        {tab === 'lease' && (
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <ServiceGrid
                services={services}
                type="lease"
                selectedId={leaseService?.id ?? null}
                onSelect={setLeaseService}
              />
              <Button
                className="mt-5 w-full py-3"
                disabled={!leaseService || purchases.renting !== null}
                onClick={() => leaseService && void purchases.rent(leaseService)}
              >
                {purchases.renting !== null
                  ? LABELS.processing
                  : `${LABELS.rentNumber}${leaseService ? ` · ${serviceDisplayName(leaseService, 'lease')} ${formatUsd(servicePriceCents(leaseService, 'lease'))}` : ''}`}
              </Button>
            </div>
            <RentedNumberPanel lease={active[0] ?? null} onInbox={openInbox} />
          </div>
        )}
        {tab === 'buy' && (
          <div className="grid gap-6 lg:grid-cols-2">
            <EsimProduct busy={purchases.buyingEsim} onBuy={() => void purchases.buyEsim()} />
            <QrDetailsPanel sim={purchases.boughtSim ?? simList[0] ?? null} />
          </div>
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="last-one-time" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center justify-between">
            <h2 id="last-one-time" className="text-lg font-semibold text-slate-900">
              {LABELS.lastOneTimeSms}
            </h2>
            <Link to={paths.user.oneTimeSms.getHref()} className="text-sm font-semibold text-brand-700 hover:underline">
              View all
            </Link>
          </div>
          {orderList.length === 0 && <EmptyNote>{MESSAGES.noOneTimeSmsYet}</EmptyNote>}
          <ul className="mt-3 divide-y divide-slate-100 empty:hidden">
            {orderList.slice(0, DASHBOARD_LATEST_ORDERS).map((order) => (
              <li key={order.id} className="flex items-center gap-3 py-2.5">
                <span className="flex-1 font-medium text-slate-900">{order.service_name}</span>
                <span className="font-mono text-sm text-slate-600">{order.phone_number}</span>
                <span className="font-mono text-sm font-semibold">{order.verification_code ?? '—'}</span>
                <StatusBadge status={order.status} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="active-leases" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="active-leases" className="text-lg font-semibold text-slate-900">
            {LABELS.activeLeases}
          </h2>
          {active.length === 0 && <EmptyNote>{MESSAGES.noActiveLeases}</EmptyNote>}
          <ul className="mt-3 divide-y divide-slate-100 empty:hidden">
            {active.map((lease) => (
              <li key={lease.id} className="flex items-center gap-3 py-2.5">
                <span className="flex-1 font-medium text-slate-900">{lease.service_name}</span>
                <span className="font-mono text-sm text-slate-600">{lease.phone_number}</span>
                <span className="text-sm text-slate-600">{lease.days_left} days left</span>
                <Button variant="secondary" onClick={() => openInbox(lease.id)}>
                  {LABELS.inbox}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <nav aria-label="Quick actions" className="flex flex-wrap gap-3">
        <LinkButton to={paths.user.oneTimeSms.getHref()} variant="secondary">
          {LABELS.oneTimeSms}
        </LinkButton>
        <LinkButton to={paths.user.leases.getHref()} variant="secondary">
          {LABELS.rentNumber}
        </LinkButton>
        <LinkButton to={paths.user.wallet.getHref()} variant="secondary">
          {LABELS.memberNav.wallet}
        </LinkButton>
      </nav>
    </MemberScreen>
  );
}
