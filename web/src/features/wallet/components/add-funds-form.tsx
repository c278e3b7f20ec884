// The Add Funds dialog's form step (docs/decisions/015 "Screens", "Validation"): an amount in dollars, the payment
// method and the coin, checked with the server's own rules ('Please enter a valid amount', each provider's minimum)
// before anything is sent.

import { useId, useState, type FormEvent } from 'react';
import type { PaymentProviderName } from '../../../../../shared/coins';
import { CURRENCY } from '../../../../../shared/constants';
import { LABELS, MESSAGES } from '../../../../../shared/messages';
import { dollarsToCents, formatUsd } from '../../../../../shared/money';
import { TOP_UP_MINIMUM, topUpRequest, type TopUpPayment } from '../../../../../shared/schemas/payments';
import { topUpBonus } from '../../../../../shared/top-up';
import { CoinSelect, ProviderChoice } from '../../../components/payment-fields';
import { Button } from '../../../components/ui/button';
import { INPUT_CLASS } from '../../../components/ui/form-field';
import { failureText } from '../../../lib/api-client';
import { defaultCoin, useCoinLists } from '../../../lib/query/use-coin-lists';
import { openPaymentPage } from '../../../lib/open-payment-page';
import { showToast } from '../../../lib/window-events';
import { createTopUp } from '../api/create-top-up';
import { topUpCoinsQuery } from '../api/queries';
import { BONUS_INVITATION } from '../bonus-campaigns';

interface AddFundsFormProps {
  /** Quick amounts in dollars, offered above the amount field. */
  quickAmounts: readonly number[];
  /** Dollars to start with (the wallet screen's Quick Add Funds). */
  initialAmount?: number;
  /** The payment was created and its page opened: the dialog moves on to the instructions. */
  onCreated: (payment: TopUpPayment) => void;
}

function BonusHint({ cents }: { cents: number | null }) {
  const bonus = cents === null ? 0 : topUpBonus(cents);
  if (bonus > 0) {
    return (
      <span className="font-semibold text-emerald-700">
        +{formatUsd(bonus)} bonus: {formatUsd((cents ?? 0) + bonus)} in your wallet
      </span>
    );
  }
  return <>{BONUS_INVITATION}</>;
}

export function AddFundsForm({ quickAmounts, initialAmount, onCreated }: AddFundsFormProps) {
  const ids = useId();
  const coinLists = useCoinLists(topUpCoinsQuery());
  const [amount, setAmount] = useState(initialAmount === undefined ? '' : String(initialAmount));
  const [provider, setProvider] = useState<PaymentProviderName | null>(null);
  const [chosenCoin, setChosenCoin] = useState('');
  const [processing, setProcessing] = useState(false);

  const coins = provider && coinLists ? coinLists[provider] : [];
  // A coin chosen for one provider may not exist at the other: then the new provider's default stands.
  const coin = coins.some((option) => option.value === chosenCoin) ? chosenCoin : defaultCoin(coins);
  const cents = dollarsToCents(amount);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!provider || !coin || processing) return;
    const checked = topUpRequest(provider).safeParse({ amount: cents, currency: CURRENCY, crypto_currency: coin });
    if (!checked.success) {
      showToast(checked.error.issues[0]?.message ?? MESSAGES.enterValidAmount, 'warning');
      return;
    }
    setProcessing(true);
    try {
      const payment = await createTopUp(provider, checked.data);
      showToast(MESSAGES.paymentCreated, 'success');
      const pageUrl = payment.payment_url ?? payment.checkout_url;
      if (pageUrl) openPaymentPage(pageUrl);
      onCreated(payment);
    } catch (error) {
      showToast(failureText(error, MESSAGES.paymentCreateFailed), 'error');
      setProcessing(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div>
        <label htmlFor={`${ids}-amount`} className="block text-sm font-medium text-slate-800">
          Amount (USD)
        </label>
        <div className="relative mt-1.5">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500"
          >
            $
          </span>
          <input
            id={`${ids}-amount`}
            name="amount"
            type="number"
            inputMode="decimal"
            min={1}
            step={0.01}
            placeholder="0.00"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-describedby={`${ids}-bonus`}
            className={`${INPUT_CLASS} mt-0 pl-7`}
          />
        </div>
        <p id={`${ids}-bonus`} aria-live="polite" className="mt-1.5 text-xs text-slate-600">
          <BonusHint cents={cents} />
        </p>
        <div role="group" aria-label="Quick amounts" className="mt-3 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
          {quickAmounts.map((dollars) => (
            <button
              key={dollars}
              type="button"
              aria-pressed={cents === dollars * 100}
              onClick={() => setAmount(String(dollars))}
              className="rounded-full px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:ring-brand-600"
            >
              ${dollars}
            </button>
          ))}
        </div>
      </div>

      <ProviderChoice
        value={provider}
        onChange={setProvider}
        detail={(option) => `Minimum ${formatUsd(TOP_UP_MINIMUM[option].cents)}`}
      />

      <CoinSelect
        label="Cryptocurrency"
        coins={coins}
        value={coin}
        onChange={setChosenCoin}
        placeholder={provider ? 'Loading coins…' : 'Choose a payment method first'}
      />

      <Button type="submit" disabled={!amount.trim() || !provider || !coin || processing} className="w-full py-3">
        {processing ? 'Processing...' : LABELS.addFunds}
      </Button>
    </form>
  );
}
