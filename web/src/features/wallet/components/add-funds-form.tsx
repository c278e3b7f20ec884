// The Add Funds dialog's form step (docs/decisions/015 "Screens", "Validation"): an amount in dollars, the payment
// method and the coin, checked with the server's own rules ('Please enter a valid amount', each provider's minimum)
// before anything is sent.

import { useEffect, useId } from 'react';
import { CURRENCY } from '@shared/constants';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { TOP_UP_MINIMUM, topUpAmountField, topUpForm, type TopUpPayment } from '@shared/schemas/payments';
import { topUpBonus } from '@shared/top-up';
import { CoinSelect, ProviderChoice } from '@/components/payment-fields';
import { Button } from '@/components/ui/button';
import { FieldMessage, INPUT_CLASS } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { defaultCoin, useCoinLists } from '@/lib/query/use-coin-lists';
import { openPaymentPage } from '@/lib/open-payment-page';
import { showToast } from '@/lib/window-events';
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

/** The bonus a valid amount brings; the campaign's invitation while the amount is not valid. */
function BonusHint({ cents }: { cents: number | null }) {
  const bonus = cents === null ? 0 : topUpBonus(cents);
  if (cents !== null && bonus > 0) {
    return (
      <span className="font-semibold text-emerald-700">
        +{formatUsd(bonus)} bonus: {formatUsd(cents + bonus)} in your wallet
      </span>
    );
  }
  return <>{BONUS_INVITATION}</>;
}

export function AddFundsForm({ quickAmounts, initialAmount, onCreated }: AddFundsFormProps) {
  const id = useId();
  const coinLists = useCoinLists(topUpCoinsQuery());
  // An amount is checked as it is typed, so an amount out of the limits is marked at once.
  const form = useSchemaForm(topUpForm, {
    mode: 'onChange',
    defaultValues: { amount: initialAmount === undefined ? '' : String(initialAmount), crypto_currency: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [amount, provider, chosenCoin] = form.watch(['amount', 'provider', 'crypto_currency']);

  const coins = provider && coinLists ? coinLists[provider] : [];
  // A coin chosen for one provider may not exist at the other: then the new provider's default stands.
  const coin = coins.some((option) => option.value === chosenCoin) ? chosenCoin : defaultCoin(coins);
  useEffect(() => {
    if (coin !== chosenCoin) form.setValue('crypto_currency', coin);
  }, [coin, chosenCoin, form]);

  const typed = topUpAmountField.safeParse(amount);
  const validCents = typed.success && !errors.amount ? typed.data : null;

  const chooseProvider = (chosen: NonNullable<typeof provider>) => {
    form.setValue('provider', chosen);
    // Each provider has its own minimum: an amount already typed is checked again against it.
    if (amount.trim()) void form.trigger('amount');
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const payment = await createTopUp(values.provider, {
          amount: values.amount,
          currency: CURRENCY,
          crypto_currency: values.crypto_currency,
        });
        showToast(MESSAGES.paymentCreated, 'success');
        const pageUrl = payment.payment_url ?? payment.checkout_url;
        if (pageUrl) openPaymentPage(pageUrl);
        onCreated(payment);
      } catch (error) {
        if (!showServerDetails(form, error)) showToast(failureText(error, MESSAGES.paymentCreateFailed), 'error');
      }
    },
    (problems) => {
      const message = problems.amount?.message ?? problems.crypto_currency?.message ?? problems.provider?.message;
      showToast(message ?? MESSAGES.enterValidAmount, 'warning');
    },
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
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
            id={id}
            type="number"
            inputMode="decimal"
            min={1}
            step={0.01}
            placeholder="0.00"
            {...form.register('amount')}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? `${id}-error ${id}-bonus` : `${id}-bonus`}
            className={`${INPUT_CLASS} mt-0 pl-7`}
          />
        </div>
        <FieldMessage id={id} error={errors.amount?.message} />
        <p id={`${id}-bonus`} aria-live="polite" className="mt-1.5 text-xs text-slate-600">
          <BonusHint cents={validCents} />
        </p>
        <div role="group" aria-label="Quick amounts" className="mt-3 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
          {quickAmounts.map((dollars) => (
            <button
              key={dollars}
              type="button"
              aria-pressed={validCents === dollars * 100}
              onClick={() => form.setValue('amount', String(dollars), { shouldValidate: true })}
              className="rounded-full px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:ring-brand-600"
            >
              ${dollars}
            </button>
          ))}
        </div>
      </div>

      <ProviderChoice
        value={provider ?? null}
        onChange={chooseProvider}
        detail={(option) => `Minimum ${formatUsd(TOP_UP_MINIMUM[option].cents)}`}
      />

      <CoinSelect
        label="Cryptocurrency"
        coins={coins}
        value={coin}
        onChange={(chosen) => form.setValue('crypto_currency', chosen)}
        placeholder={provider ? 'Loading coins…' : 'Choose a payment method first'}
      />

      <Button type="submit" disabled={!amount.trim() || !provider || !coin || isSubmitting} className="w-full py-3">
        {isSubmitting ? 'Processing...' : LABELS.addFunds}
      </Button>
    </form>
  );
}
