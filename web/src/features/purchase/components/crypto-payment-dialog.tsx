// The anonymous crypto payment dialog (docs/decisions/015 "Flows"): what is being bought and for how much, the provider
// (chosen by type; the one that cannot pay for the product is shown disabled with the reason, so nothing ever
// switches), the coin, and Start Payment, which creates the order and its payment and opens the payment page.

import { useState } from 'react';
import { serviceDisplayName } from '@shared/catalogue';
import { PROVIDER_FOR_TYPE, PROVIDER_LABELS } from '@shared/coins';
import { CURRENCY } from '@shared/constants';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { CoinSelect, ProviderChoice } from '@/components/payment-fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { failureText } from '@/lib/api-client';
import { openPaymentPage } from '@/lib/open-payment-page';
import { QueryProvider } from '@/lib/query/provider';
import { defaultCoin, useCoinLists } from '@/lib/query/use-coin-lists';
import { showToast } from '@/lib/window-events';
import { createCheckout } from '../api/create-checkout';
import { paymentCoinsQuery } from '../api/queries';
import type { TrackedCheckout } from '../followed-order';
import { priceOf, TYPE_LABELS, type CryptoPurchaseRequest } from '../purchase-request';

interface CryptoPaymentDialogProps {
  request: CryptoPurchaseRequest;
  onClose: () => void;
  /** The order and its payment exist and the payment page was opened: follow it (and keep it in the browser). */
  onStarted: (checkout: TrackedCheckout) => void;
}

/** Loaded on demand from the landing page's purchase flow, so it brings the query layer with it. */
export function CryptoPaymentDialog(props: CryptoPaymentDialogProps) {
  return (
    <QueryProvider>
      <PaymentDialog {...props} />
    </QueryProvider>
  );
}

function PaymentDialog({ request, onClose, onStarted }: CryptoPaymentDialogProps) {
  const { type, service, email } = request;
  // Each product is paid through one provider: the other is shown disabled with the reason, so nothing switches.
  const provider = PROVIDER_FOR_TYPE[type];
  const coinLists = useCoinLists(paymentCoinsQuery());
  const coins = coinLists?.[provider] ?? [];
  const [chosenCoin, setChosenCoin] = useState('');
  const coin = coins.some((option) => option.value === chosenCoin) ? chosenCoin : defaultCoin(coins);
  const [processing, setProcessing] = useState(false);
  const price = priceOf(request);
  const serviceName = service ? serviceDisplayName(service, type) : LABELS.ukEsim;

  const rows: [string, string][] = [
    ['Product', TYPE_LABELS[type]],
    ['Service', serviceName],
    ['Price', price === null ? '—' : formatUsd(price)],
    ...(email ? ([['Codes forwarded to', email]] as [string, string][]) : []),
  ];

  const start = async () => {
    if (price === null) {
      showToast(MESSAGES.selectServiceFirst, 'warning');
      return;
    }
    setProcessing(true);
    try {
      const { orderId, paymentUrl } = await createCheckout(provider, {
        type,
        service_id: type === 'buy' ? undefined : service?.id,
        amount: price,
        currency: CURRENCY,
        crypto: coin,
        email,
      });
      const checkout = { orderId, paymentUrl, purchase: { type, serviceId: service?.id ?? null, serviceName } };
      showToast(MESSAGES.paymentCreated, 'success');
      openPaymentPage(paymentUrl);
      onStarted(checkout);
    } catch (error) {
      showToast(failureText(error, MESSAGES.paymentInitFailed), 'error');
      setProcessing(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Pay with crypto"
      description="No account needed: the payment page opens in a new tab."
    >
      <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2.5">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right font-semibold break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {type === 'one-time' && <p className="mt-3 text-sm text-slate-600">{MESSAGES.anonymousNoCode}</p>}

      <div className="mt-5 space-y-4">
        <ProviderChoice
          value={provider}
          onChange={() => undefined}
          unavailable={(option) =>
            option === provider
              ? null
              : `Cannot pay for ${TYPE_LABELS[type]}: it is paid through ${PROVIDER_LABELS[provider]}`
          }
        />
        <CoinSelect label="Pay with" coins={coins} value={coin} onChange={setChosenCoin} placeholder="Loading coins…" />
      </div>

      <Button className="mt-6 w-full py-3" disabled={!coin || processing} onClick={() => void start()}>
        {processing ? 'Processing...' : LABELS.startPayment}
      </Button>
    </Dialog>
  );
}
