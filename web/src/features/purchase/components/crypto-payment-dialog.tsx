// The anonymous crypto payment dialog (spec 000 §4): what is being bought and for how much, the provider (chosen by
// type: a mismatch switches it back with an info notice), the coin, and Start Payment, which creates the order and its
// payment and opens the payment page.

import { useId, useState } from 'react';
import { serviceDisplayName } from '../../../../../shared/catalogue';
import { PAYMENT_PROVIDERS, PROVIDER_FOR_TYPE, PROVIDER_LABELS } from '../../../../../shared/coins';
import { CURRENCY } from '../../../../../shared/constants';
import { LABELS, MESSAGES } from '../../../../../shared/messages';
import { formatUsd } from '../../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { INPUT_CLASS } from '../../../components/ui/form-field';
import { failureText } from '../../../lib/api-client';
import { openPaymentPage } from '../../../lib/open-payment-page';
import { defaultCoin, useCoinLists } from '../../../lib/use-coin-lists';
import { showToast } from '../../../lib/window-events';
import { createCheckout } from '../api/create-checkout';
import { getPaymentCoins } from '../api/get-payment-coins';
import { savePendingCheckout, type TrackedCheckout } from '../pending-checkout';
import { priceOf, TYPE_LABELS, type CryptoPurchaseRequest } from '../purchase-request';

interface CryptoPaymentDialogProps {
  request: CryptoPurchaseRequest;
  onClose: () => void;
  /** The order and its payment exist and the payment page was opened: follow it. */
  onStarted: (checkout: TrackedCheckout) => void;
}

export function CryptoPaymentDialog({ request, onClose, onStarted }: CryptoPaymentDialogProps) {
  const { type, service, email } = request;
  const ids = useId();
  const provider = PROVIDER_FOR_TYPE[type];
  // The first provider is every dialog's default, so buying starts with the automatic switch and its notice.
  const [switched, setSwitched] = useState(PAYMENT_PROVIDERS[0] !== provider);
  const coinLists = useCoinLists(getPaymentCoins);
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
      savePendingCheckout(checkout);
      showToast(MESSAGES.paymentCreated, 'success');
      openPaymentPage(paymentUrl);
      onStarted(checkout);
    } catch (error) {
      showToast(failureText(error, MESSAGES.paymentInitFailed), 'error');
      setProcessing(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title="Pay with crypto" description="No account needed: the payment page opens in a new tab.">
      <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2.5">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right font-semibold break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-slate-800">Payment method</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-2">
          {PAYMENT_PROVIDERS.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2.5 rounded-xl p-3 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600"
            >
              <input
                type="radio"
                name={`${ids}-provider`}
                value={option}
                checked={option === provider}
                onChange={() => setSwitched(option !== provider)}
                className="size-4 accent-brand-600"
              />
              {PROVIDER_LABELS[option]}
            </label>
          ))}
        </div>
        <p role="status" className="mt-2 text-xs leading-5 text-slate-600 empty:hidden">
          {switched && (
            <span className="block rounded-lg bg-brand-50 px-3 py-2 text-brand-900 ring-1 ring-brand-200" data-testid="provider-notice">
              {TYPE_LABELS[type]} is paid through {PROVIDER_LABELS[provider]}, so the payment method was switched automatically.
            </span>
          )}
        </p>
      </fieldset>

      <div className="mt-4">
        <label htmlFor={`${ids}-coin`} className="block text-sm font-medium text-slate-800">
          Pay with
        </label>
        <select
          id={`${ids}-coin`}
          value={coin}
          onChange={(event) => setChosenCoin(event.target.value)}
          disabled={coins.length === 0}
          className={`${INPUT_CLASS} disabled:bg-slate-50 disabled:text-slate-500`}
        >
          {coins.length === 0 && <option value="">Loading coins…</option>}
          {coins.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      <Button className="mt-6 w-full py-3" disabled={!coin || processing} onClick={() => void start()}>
        {processing ? 'Processing...' : LABELS.startPayment}
      </Button>
    </Dialog>
  );
}
