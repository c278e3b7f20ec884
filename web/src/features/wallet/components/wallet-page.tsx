// The Wallet screen (docs/decisions/015 "Screens"): balance with Add Funds, the bonus campaigns, Total Deposited, Total
// Spent and the Transactions count from the ledger, Quick Add Funds, Recent Transactions; and the return from the
// payment page (docs/decisions/007, 051: /wallet?payment=success or =cancelled follows the top-up that was waiting and
// shows what became of it; with none followed here, docs/decisions/044: success says 'Funds added successfully!',
// cancelled 'Payment was cancelled').

import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QUICK_TOP_UP_WALLET } from '@shared/constants';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { FailedRead } from '@/components/ui/failed-read';
import { useSession } from '@/lib/session';
import { refreshMemberData } from '@/lib/refresh-member-data';
import { showToast } from '@/lib/window-events';
import { walletLedgerQuery } from '../api/queries';
import { BONUS_CAMPAIGNS } from '../bonus-campaigns';
import { readPendingTopUp, type PendingTopUp } from '../pending-top-up';
import { walletTotals } from '../wallet-totals';
import { AddFundsDialog } from './add-funds-dialog';
import { TransactionsTable } from './transactions-table';
import { ExportCsvForm } from '@/components/receipts/export-csv-form';

type AddFundsRequest = { initialAmount?: number; resume?: PendingTopUp };

function Skeleton({ className }: { className: string }) {
  return <span aria-hidden="true" className={`inline-block animate-pulse rounded bg-slate-200 ${className}`} />;
}

function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = `wallet-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-slate-200 bg-white ${className}`}>
      <h2 id={id} className="px-5 pt-5 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
        {value ?? (
          <>
            <Skeleton className="h-7 w-24 align-middle" />
            <span className="sr-only">Loading</span>
          </>
        )}
      </dd>
    </div>
  );
}

/** The return from the payment page, handled once and then taken off the address. */
function usePaymentReturn(open: (request: AddFundsRequest) => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const result = searchParams.get('payment');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    setSearchParams(
      (params) => {
        params.delete('payment');
        return params;
      },
      { replace: true },
    );
    // Back from the provider, whatever the outcome: the top-up followed here shows what became of it (docs/decisions/051).
    const pending = readPendingTopUp();
    if (pending) {
      open({ resume: pending });
      return;
    }
    if (result === 'cancelled') {
      void refreshMemberData();
      showToast(MESSAGES.paymentCancelled, 'warning');
      return;
    }
    // No top-up is followed in this browser (started elsewhere, or already finished here): the amount is not known, so
    // the wallet is read again and the spec's message without an amount is shown.
    void refreshMemberData();
    showToast(MESSAGES.fundsAddedSuccessfully, 'success');
  }, [result, setSearchParams, open]);
}

export function WalletPage() {
  const session = useSession();
  // Whatever moves money invalidates the ledger; the last answer stays on screen meanwhile.
  const ledger = useQuery(walletLedgerQuery());

  const [addFunds, setAddFunds] = useState<AddFundsRequest | null>(null);
  const openAddFunds = useCallback((request: AddFundsRequest) => setAddFunds(request), []);
  usePaymentReturn(openAddFunds);

  const transactions = ledger.data?.transactions ?? null;
  const failed = ledger.isError && !ledger.data;
  const totals = transactions && walletTotals(transactions);
  const deposited = totals?.depositedCents;
  const spent = totals?.spentCents;
  const balance = ledger.data
    ? ledger.data.balance
    : session.status === 'authenticated'
      ? session.user.wallet_balance
      : null;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Seo page="wallet" />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{LABELS.memberNav.wallet}</h1>
        <p className="mt-1 text-sm text-slate-600">
          Top up in crypto and pay for numbers, leases and eSIMs from your balance.
        </p>
      </div>

      <div className="grid gap-4 lg:grid-cols-5">
        <section
          aria-labelledby="wallet-balance-heading"
          className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 to-brand-900 p-6 text-white shadow-lg shadow-brand-900/20 lg:col-span-3"
        >
          <div aria-hidden="true" className="absolute -top-16 -right-16 size-48 rounded-full bg-white/10" />
          <div aria-hidden="true" className="absolute -right-4 -bottom-20 size-40 rounded-full bg-white/5" />
          <h2 id="wallet-balance-heading" className="relative text-sm font-medium text-brand-100">
            Wallet Balance
          </h2>
          <p className="relative mt-2 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl">
            {balance === null ? <Skeleton className="h-12 w-40 bg-white/20" /> : formatUsd(balance)}
          </p>
          <p className="relative mt-2 text-sm text-brand-100">
            Available for one-time SMS, leases, eSIMs and API keys.
          </p>
          <Button
            variant="secondary"
            onClick={() => setAddFunds({})}
            aria-haspopup="dialog"
            className="relative mt-6 px-5 text-brand-800"
          >
            <span aria-hidden="true" className="text-lg leading-none">
              +
            </span>
            {LABELS.addFunds}
          </Button>
        </section>

        <Card title="Bonus campaigns" className="lg:col-span-2">
          <ul className="space-y-3 p-5">
            {BONUS_CAMPAIGNS.map((tier) => (
              <li
                key={tier.percent}
                className="flex items-center gap-4 rounded-xl bg-emerald-50 p-3 ring-1 ring-emerald-600/15"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-emerald-600 text-sm font-bold text-white">
                  {tier.percent}%
                </span>
                <span className="text-sm text-slate-700">
                  <span className="block font-semibold text-slate-900">{tier.percent}% bonus</span>
                  on a top-up of at least {formatUsd(tier.fromCents)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <dl className="grid gap-4 sm:grid-cols-3">
        <Stat label="Total Deposited" value={failed ? '—' : deposited === undefined ? null : formatUsd(deposited)} />
        <Stat label="Total Spent" value={failed ? '—' : spent === undefined ? null : formatUsd(spent)} />
        <Stat label="Transactions" value={failed ? '—' : transactions === null ? null : String(transactions.length)} />
      </dl>

      <Card title="Quick Add Funds">
        <div className="grid grid-cols-3 gap-2 p-5 sm:grid-cols-6">
          {QUICK_TOP_UP_WALLET.map((dollars) => (
            <Button
              key={dollars}
              variant="secondary"
              aria-haspopup="dialog"
              onClick={() => setAddFunds({ initialAmount: dollars })}
              className="py-3 text-base tabular-nums"
            >
              ${dollars}
            </Button>
          ))}
        </div>
      </Card>

      <Card title="Recent Transactions" className="overflow-hidden">
        <div className="px-5 pt-3">
          <ExportCsvForm what="transactions" />
        </div>
        <div className="mt-4 border-t border-slate-200">
          {failed ? (
            <FailedRead
              message={MESSAGES.transactionsLoadFailed}
              onRetry={ledger.refetch}
              className="px-4 py-12 text-center text-sm text-slate-600"
            />
          ) : (
            <TransactionsTable transactions={transactions} />
          )}
        </div>
      </Card>

      <AddFundsDialog
        open={addFunds !== null}
        onClose={() => setAddFunds(null)}
        quickAmounts={QUICK_TOP_UP_WALLET}
        initialAmount={addFunds?.initialAmount}
        resume={addFunds?.resume}
      />
    </div>
  );
}
