// The Add Funds dialog's instructions step (docs/decisions/015 "Screens", "Constants"; docs/decisions/007): what to pay
// and where, then the payment's state as the server reports it, asked every 5 s for up to 1800 s until it is completed,
// failed, cancelled or expired. Whenever more money reaches the wallet (a part, the rest) the balance and the ledger are
// invalidated; on completion the toast says how much reached the wallet.

import { useEffect, type ReactNode } from 'react';
import { PROVIDER_LABELS } from '@shared/coins';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_LIMIT_S } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { PaymentStatus, TopUpPayment } from '@shared/schemas/payments';
import { topUpBonus } from '@shared/top-up';
import { PaymentPageLink } from '@/components/payment-fields';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { StatusIcon, StatusPanel, type StatusTone } from '@/components/ui/status-panel';
import { usePolledQuery } from '@/lib/query/polling';
import { refreshMemberData } from '@/lib/refresh-member-data';
import { showToast } from '@/lib/window-events';
import { topUpQuery } from '../api/queries';
import { clearPendingTopUp, type PendingTopUp } from '../pending-top-up';

const FINAL: readonly PaymentStatus[] = ['completed', 'failed', 'cancelled', 'expired'];

const ENDED_TITLES: Partial<Record<PaymentStatus, string>> = {
  failed: MESSAGES.paymentFailed,
  cancelled: 'Payment cancelled',
  expired: MESSAGES.paymentExpired,
};

function describe(payment: TopUpPayment): { tone: StatusTone; title: string; text: string } {
  const coin = payment.crypto_currency.toUpperCase();
  const endedTitle = ENDED_TITLES[payment.status];
  if (endedTitle && payment.credited_amount > 0) {
    // Part of the money arrived before the end: it is in the wallet, and the payment page takes no more (docs/decisions/038).
    return {
      tone: 'warning',
      title: endedTitle,
      text: `${formatUsd(payment.credited_amount)} of ${formatUsd(payment.amount)} arrived before the payment ${MESSAGES.paymentEndedAs(payment.status)} and was credited to your wallet. No bonus applies; start a new top-up for the rest.`,
    };
  }
  switch (payment.status) {
    case 'pending':
      return {
        tone: 'waiting',
        title: 'Waiting for your payment',
        text: `Pay ${payment.crypto_amount ? `${payment.crypto_amount} ${coin}` : `in ${coin}`} on the payment page. This window follows the payment and updates by itself.`,
      };
    case 'partially_paid':
      return {
        tone: 'warning',
        title: 'Partly paid',
        text: `${formatUsd(payment.credited_amount)} has arrived and is in your wallet. Pay the rest on the payment page.`,
      };
    case 'completed':
      return {
        tone: 'success',
        title: 'Payment completed',
        text: `${formatUsd(payment.credited_amount)} has been added to your wallet.`,
      };
    case 'failed':
      return {
        tone: 'danger',
        title: 'Payment failed',
        text: 'The payment did not go through. Nothing was added to your wallet.',
      };
    case 'cancelled':
      return {
        tone: 'neutral',
        title: 'Payment cancelled',
        text: 'The payment was cancelled. Nothing was added to your wallet.',
      };
    case 'expired':
      return { tone: 'neutral', title: 'Payment expired', text: 'The payment page expired before a payment arrived.' };
  }
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3 py-2.5">
      <dt className="shrink-0 text-slate-600">{term}</dt>
      <dd className="flex min-w-0 items-center justify-end gap-2 text-right font-semibold text-slate-900">
        {children}
      </dd>
    </div>
  );
}

interface TopUpProgressProps {
  tracked: PendingTopUp;
  /** The answer of the create call, shown until the first status check answers (null when resuming). */
  created: TopUpPayment | null;
  onRetry: () => void;
  onClose: () => void;
}

export function TopUpProgress({ tracked, created, onRetry, onClose }: TopUpProgressProps) {
  const polling = usePolledQuery(topUpQuery(tracked.provider, tracked.payment_id), {
    isDone: (payment) => FINAL.includes(payment.status),
    intervalMs: PAYMENT_POLL_INTERVAL_MS,
    limitMs: PAYMENT_POLL_LIMIT_S * 1000,
  });
  const payment = polling.data ?? created;
  const finished = polling.done ? polling.data! : null;
  const credited = polling.data?.credited_amount ?? 0;

  // Money reached the wallet (a part, or a part before the payment ended): the balance in the header reads it again.
  useEffect(() => {
    if (credited > 0) void refreshMemberData();
  }, [credited]);

  useEffect(() => {
    if (!finished) return;
    clearPendingTopUp(finished.payment_id);
    if (finished.status === 'completed') {
      showToast(MESSAGES.fundsAdded(formatUsd(finished.credited_amount)), 'success');
    }
  }, [finished]);

  if (!payment) {
    return (
      <div role="status" className="flex items-center gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <StatusIcon tone="waiting" />
        Checking your payment…
      </div>
    );
  }

  const state = describe(payment);
  const open = !FINAL.includes(payment.status);
  const pageUrl = payment.payment_url ?? payment.checkout_url;
  const bonus = topUpBonus(payment.amount);
  const coin = payment.crypto_currency.toUpperCase();

  return (
    <div className="space-y-5">
      <StatusPanel tone={state.tone} title={state.title}>
        <p>{state.text}</p>
        {polling.timedOut && <p>{MESSAGES.paymentCheckStopped}</p>}
      </StatusPanel>

      <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-sm">
        <Detail term="Amount">{formatUsd(payment.amount)}</Detail>
        {bonus > 0 && <Detail term="Bonus on completion">+{formatUsd(bonus)}</Detail>}
        <Detail term="Method">{PROVIDER_LABELS[payment.provider]}</Detail>
        {payment.crypto_amount && (
          <Detail term="Pay exactly">
            <span className="truncate">
              {payment.crypto_amount} {coin}
            </span>
            {open && <CopyButton value={payment.crypto_amount} subject="amount" />}
          </Detail>
        )}
        {payment.crypto_address && (
          <Detail term="To address">
            <span className="truncate font-mono text-xs">{payment.crypto_address}</span>
            {open && <CopyButton value={payment.crypto_address} subject="address" />}
          </Detail>
        )}
      </dl>

      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        {open && pageUrl && <PaymentPageLink url={pageUrl} />}
        {payment.status === 'completed' && (
          <Button onClick={onClose} className="flex-1">
            Done
          </Button>
        )}
        {(payment.status === 'failed' || payment.status === 'cancelled' || payment.status === 'expired') && (
          <Button onClick={onRetry} className="flex-1">
            Try Again
          </Button>
        )}
        {payment.status !== 'completed' && (
          <Button variant="secondary" onClick={onClose} className="flex-1">
            Close
          </Button>
        )}
      </div>
    </div>
  );
}
