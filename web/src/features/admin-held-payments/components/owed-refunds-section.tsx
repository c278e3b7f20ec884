// Held Payments' "Money owed to buyers" (docs/decisions/064): every amount an anonymous order owes its buyer, newest
// first with Load more: why, how much, where it is (owed, credited to a wallet, being paid out, awaiting approval,
// paid, failed), the payout's coin, address and provider reference, and a flag on one still unclaimed 30 days after it
// became owed. A payout above the limits is approved or rejected here, with a reason. On a phone each is a card.

import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatUsd } from '@shared/money';
import { AdminTable, Cell, StatusPill } from '@/components/admin/admin-table';
import { LoadMore } from '@/components/admin/load-more';
import { FailedRead } from '@/components/ui/failed-read';
import { formatDateTime } from '@/components/ui/status-badge';
import type { AdminOwedRefund } from '@shared/schemas/refunds';
import { owedRefundsQuery } from '../api/queries';
import { DecidePayoutDialog, DECISION_LABELS, type PayoutDecision } from './decide-payout-dialog';
import { payoutAmount } from './payout-amount';

const COLUMNS = ['Order, owed since', 'Reason', 'Amount', 'State', 'Payout, provider reference', 'Actions'] as const;

/** What the state's pill leaves unsaid, in the operator's words. */
function stateText(refund: AdminOwedRefund): string | null {
  const payout = refund.payout;
  switch (refund.state) {
    case 'owed':
      return null;
    case 'claimed':
      return refund.claimed_by ? `Credited to ${refund.claimed_by}` : 'Credited to a wallet';
    case 'paying':
      return payout?.state === 'awaiting_approval' ? 'Awaiting approval' : 'Being paid out';
    case 'paid':
      return payout ? null : 'Refunded off the platform';
    case 'failed':
      return payout?.failure ? `Payout failed: ${payout.failure}` : 'Payout failed';
  }
}

function State({ refund }: { refund: AdminOwedRefund }) {
  return (
    <span className="flex max-w-64 flex-col items-start gap-1 text-xs whitespace-normal">
      <StatusPill status={refund.state} />
      {stateText(refund) && <span className="text-slate-700">{stateText(refund)}</span>}
      {refund.unclaimed_30_days && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">Unclaimed 30+ days</span>
      )}
    </span>
  );
}

function Payout({ refund }: { refund: AdminOwedRefund }) {
  const payout = refund.payout;
  if (!payout) return null;
  return (
    <span className="block w-56 text-xs whitespace-normal">
      {payoutAmount(payout)}
      <span className="block font-mono break-all text-slate-600">{payout.address}</span>
      {payout.settled_at && <span className="block text-slate-500">Settled {formatDateTime(payout.settled_at)}</span>}
      {payout.reference && <span className="block font-mono break-all text-slate-600">Ref {payout.reference}</span>}
    </span>
  );
}

type Decide = (refund: AdminOwedRefund, action: PayoutDecision) => void;

function Actions({ refund, onDecide }: { refund: AdminOwedRefund; onDecide: Decide }) {
  if (refund.payout?.state !== 'awaiting_approval') return null;
  return (
    <div className="flex gap-2 lg:flex-col">
      {(['approve', 'reject'] as const).map((action) => (
        <button
          key={action}
          type="button"
          aria-label={`${DECISION_LABELS[action]} the payout of order ${refund.order_id}`}
          onClick={() => onDecide(refund, action)}
          className={`rounded-md px-2.5 py-1.5 text-xs font-semibold ring-1 ring-inset ${
            action === 'approve'
              ? 'text-emerald-800 ring-emerald-300 hover:bg-emerald-50'
              : 'text-red-700 ring-red-300 hover:bg-red-50'
          }`}
        >
          {DECISION_LABELS[action]}
        </button>
      ))}
    </div>
  );
}

function OwedCards({ refunds, onDecide }: { refunds: AdminOwedRefund[]; onDecide: Decide }) {
  return (
    <ul className="divide-y divide-slate-100">
      {refunds.map((refund) => (
        <li key={refund.order_id} aria-label={`Order ${refund.order_id}`} className="space-y-2 px-4 py-3.5 text-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="font-mono text-xs break-all text-slate-900">{refund.order_id}</p>
            <span className="font-semibold tabular-nums">{formatUsd(refund.owed_cents)}</span>
          </div>
          <p className="text-xs text-slate-700">{refund.reason}</p>
          <State refund={refund} />
          <Payout refund={refund} />
          <p className="text-xs text-slate-500">Owed since {formatDateTime(refund.owed_at)}</p>
          <Actions refund={refund} onDecide={onDecide} />
        </li>
      ))}
    </ul>
  );
}

export function OwedRefundsSection() {
  const list = useInfiniteQuery(owedRefundsQuery());
  const [deciding, setDeciding] = useState<{ refund: AdminOwedRefund; action: PayoutDecision } | null>(null);
  const refunds = list.data?.pages.flatMap((page) => page.refunds) ?? null;
  const failed = list.isError && !list.data;
  const decide: Decide = (refund, action) => setDeciding({ refund, action });

  return (
    <section aria-labelledby="owed-refunds-heading" className="space-y-3">
      <div>
        <h2 id="owed-refunds-heading" className="text-xl font-bold tracking-tight text-slate-900">
          Money owed to buyers
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          What anonymous orders owe their buyers, newest first: taken back as wallet credit or paid out to the
          buyer&apos;s address. Payouts above the automatic limits wait here for approval.
        </p>
      </div>
      {failed ? (
        <FailedRead
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
          message="Failed to load the money owed to buyers"
          onRetry={() => list.refetch()}
        />
      ) : (
        <AdminTable
          caption="Money owed to buyers"
          columns={COLUMNS}
          loading={refunds === null}
          empty={refunds !== null && refunds.length === 0}
          emptyText="Nothing is owed to buyers"
          cards={refunds && refunds.length > 0 && <OwedCards refunds={refunds} onDecide={decide} />}
        >
          {refunds?.map((refund) => (
            <tr key={refund.order_id}>
              <Cell>
                <span className="block w-36 font-mono text-xs break-all whitespace-normal">{refund.order_id}</span>
                <span className="mt-1 block text-xs text-slate-500">{formatDateTime(refund.owed_at)}</span>
              </Cell>
              <Cell>
                <span className="block w-48 text-xs whitespace-normal">{refund.reason}</span>
              </Cell>
              <Cell className="tabular-nums">{formatUsd(refund.owed_cents)}</Cell>
              <Cell>
                <State refund={refund} />
              </Cell>
              <Cell>{refund.payout ? <Payout refund={refund} /> : '—'}</Cell>
              <Cell>
                <Actions refund={refund} onDecide={decide} />
              </Cell>
            </tr>
          ))}
        </AdminTable>
      )}
      <LoadMore pages={list} />
      {deciding && (
        <DecidePayoutDialog refund={deciding.refund} action={deciding.action} onClose={() => setDeciding(null)} />
      )}
    </section>
  );
}
