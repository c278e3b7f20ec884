// What the payment dialogs share: the payment method radios, the coin list and the link that reopens the payment page.

import { useId, type ReactNode } from 'react';
import { PAYMENT_PROVIDERS, PROVIDER_LABELS, type CoinOption, type PaymentProviderName } from '@shared/coins';
import { BUTTON_BASE, BUTTON_VARIANTS } from './ui/button';
import { SelectField } from './ui/form-field';

interface ProviderChoiceProps {
  value: PaymentProviderName | null;
  onChange: (provider: PaymentProviderName) => void;
  /** A second line under each provider's name, e.g. its minimum. */
  detail?: (provider: PaymentProviderName) => string;
  /** Why a provider cannot pay here: it is then shown disabled with the reason, and cannot be chosen. */
  unavailable?: (provider: PaymentProviderName) => string | null;
  /** Shown under the choice. */
  children?: ReactNode;
}

export function ProviderChoice({ value, onChange, detail, unavailable, children }: ProviderChoiceProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Payment method</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-2">
        {PAYMENT_PROVIDERS.map((provider) => {
          const reason = unavailable?.(provider) ?? null;
          return (
            <label
              key={provider}
              className="flex cursor-pointer items-start gap-2 rounded-xl px-2.5 py-3 ring-1 sm:gap-2.5 sm:px-3 ring-slate-300 hover:bg-slate-50 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-disabled:cursor-not-allowed has-disabled:bg-slate-50 has-disabled:hover:bg-slate-50"
            >
              <input
                type="radio"
                name={name}
                value={provider}
                checked={value === provider}
                disabled={reason !== null}
                aria-label={reason === null ? undefined : PROVIDER_LABELS[provider]}
                aria-describedby={reason === null ? undefined : `${name}-${provider}-reason`}
                onChange={() => onChange(provider)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span>
                <span
                  className={`block text-sm font-semibold ${reason === null ? 'text-slate-900' : 'text-slate-500'}`}
                >
                  {PROVIDER_LABELS[provider]}
                </span>
                {reason !== null ? (
                  <span id={`${name}-${provider}-reason`} className="block text-xs text-slate-600">
                    {reason}
                  </span>
                ) : (
                  detail && <span className="block text-xs text-slate-600">{detail(provider)}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}

interface CoinSelectProps {
  label: string;
  coins: readonly CoinOption[];
  value: string;
  onChange: (coin: string) => void;
  /** What the empty list says (loading, or nothing to list yet). */
  placeholder: string;
}

export function CoinSelect({ label, coins, value, onChange, placeholder }: CoinSelectProps) {
  return (
    <SelectField
      label={label}
      name="coin"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={coins.length === 0}
    >
      {coins.length === 0 && <option value="">{placeholder}</option>}
      {coins.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** Reopens the provider's payment page in a new tab (it may have been closed, or blocked as a popup). */
export function PaymentPageLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={`${BUTTON_BASE} ${BUTTON_VARIANTS.primary} flex-1`}
    >
      Open Payment Page<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
