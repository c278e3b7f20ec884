// Keeping an anonymously rented number from its order's page (docs/decisions/062): the lease's end (and, in the grace
// after it, that a renewal keeps the number), and "Keep this number" while it can renew: a dialog with the price now,
// the new end date and the coin, whose Start Payment opens the renewal's payment page with the provider of the first
// payment. The page reads the order again until the renewal shows, once the provider has confirmed the payment.

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PROVIDER_FOR_TYPE, PROVIDER_LABELS } from '@shared/coins';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { CoinSelect } from '@/components/payment-fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { formatDate } from '@/components/ui/status-badge';
import { failureText } from '@/lib/api-client';
import { openPaymentPage } from '@/lib/open-payment-page';
import { defaultCoin, useCoinLists } from '@/lib/query/use-coin-lists';
import { showToast } from '@/lib/window-events';
import { paymentCoinsQuery, paymentStatusQuery } from '../api/queries';
import { renewAnonymousLease } from '../api/renew-anonymous-lease';

/** How often a page whose renewal payment was opened asks whether the renewal came. */
const RENEWAL_POLL_MS = 5_000;

export function KeepAnonymousLease({ orderId, phoneNumber }: { orderId: string; phoneNumber: string }) {
  const [awaitingFrom, setAwaitingFrom] = useState<number | null>(null);
  const { data } = useQuery({
    ...paymentStatusQuery(orderId),
    refetchInterval: (query) =>
      awaitingFrom !== null && (query.state.data?.lease?.renewals ?? 0) <= awaitingFrom ? RENEWAL_POLL_MS : false,
  });
  const [confirming, setConfirming] = useState(false);
  const lease = data?.lease;
  if (!lease) return null;
  const { renewal_price: price, renewed_end_date: newEnd } = lease;
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        {lease.status === 'active' || lease.status === 'grace'
          ? `${lease.status === 'grace' ? 'Ended' : 'Ends'} ${formatDate(lease.end_date)}.`
          : 'This lease has ended and its number is gone.'}
      </p>
      {lease.status === 'grace' && (
        <p role="status" className="font-semibold text-amber-800">
          {MESSAGES.leaseGraceNotice}
        </p>
      )}
      {price !== null && newEnd !== null && (
        <Button variant="primary" onClick={() => setConfirming(true)}>
          {LABELS.keepThisNumber}
        </Button>
      )}
      {confirming && price !== null && newEnd !== null && (
        <RenewalPayment
          orderId={orderId}
          phoneNumber={phoneNumber}
          priceCents={price}
          newEnd={newEnd}
          onClose={() => setConfirming(false)}
          onStarted={() => {
            setConfirming(false);
            setAwaitingFrom(lease.renewals);
          }}
        />
      )}
    </div>
  );
}

function RenewalPayment(props: {
  orderId: string;
  phoneNumber: string;
  priceCents: number;
  newEnd: string;
  onClose: () => void;
  onStarted: () => void;
}) {
  const provider = PROVIDER_FOR_TYPE.lease;
  const coins = useCoinLists(paymentCoinsQuery())?.[provider] ?? [];
  const [chosenCoin, setChosenCoin] = useState('');
  const coin = coins.some((option) => option.value === chosenCoin) ? chosenCoin : defaultCoin(coins);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async () => {
    setProcessing(true);
    setFailure(null);
    try {
      const { paymentUrl } = await renewAnonymousLease(props.orderId, coin, props.priceCents);
      showToast(MESSAGES.paymentCreated, 'success');
      openPaymentPage(paymentUrl);
      props.onStarted();
    } catch (error) {
      setFailure(failureText(error, MESSAGES.paymentInitFailed));
      setProcessing(false);
    }
  };
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={`${LABELS.keepThisNumber}: ${props.phoneNumber}`}
      description={`Paid with crypto through ${PROVIDER_LABELS[provider]}: the payment page opens in a new tab.`}
    >
      <dl className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 text-sm">
        <dt className="text-slate-600">Price (30 days)</dt>
        <dd className="font-semibold text-slate-900">{formatUsd(props.priceCents)}</dd>
        <dt className="text-slate-600">New end date</dt>
        <dd className="font-semibold text-slate-900">{formatDate(props.newEnd)}</dd>
      </dl>
      <div className="mt-4">
        <CoinSelect label="Pay with" coins={coins} value={coin} onChange={setChosenCoin} placeholder="Loading coins…" />
      </div>
      {failure && <FormAlert message={failure} />}
      <Button className="mt-6 w-full py-3" disabled={!coin || processing} onClick={() => void start()}>
        {processing ? 'Processing...' : LABELS.startPayment}
      </Button>
    </Dialog>
  );
}
