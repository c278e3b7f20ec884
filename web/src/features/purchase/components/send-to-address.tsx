// "Send it to my wallet address" (docs/decisions/064): what an anonymous order owes, paid out to the buyer's own address
// in a coin the provider that took the payment pays in. The buyer picks the coin and gives the address ("Check
// address": the provider's terms, payout-quote), reads them back (the address, the network, the amount, the provider's
// fee and what arrives) and sends it. An address the provider refuses is said under the field; once sent, the order's
// owed amount is written with where the payout is, and the page shows it.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { findCoin, type PaymentProviderName } from '@shared/coins';
import { MESSAGES } from '@shared/messages';
import { payoutBody, type PayoutTerms } from '@shared/schemas/refunds';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField, SelectField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import type { MoneyOwed } from '../api/money-owed';
import { quotePayout, sendPayout, type PayoutAsk } from '../api/payout';
import { moneyOwedQuery } from '../api/queries';

const payoutForm = payoutBody.pick({ coin: true, address: true });

/** An amount in a coin as the provider states it, with the coin's code ('0.0012 BTC'). */
export function coinAmount(provider: PaymentProviderName, coin: string, amount: string): string {
  return `${amount} ${findCoin(provider, coin)?.code ?? coin.toUpperCase()}`;
}

export function SendToAddress({ orderId, owed }: { orderId: string; owed: MoneyOwed }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className="space-y-3">
      <p>Or have it sent as crypto to a wallet address of your own.</p>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
        className="w-full sm:w-auto"
      >
        Send it to my wallet address
      </Button>
      {open && (
        <div id={formId}>
          <PayoutForm orderId={orderId} owed={owed} />
        </div>
      )}
    </div>
  );
}

function PayoutForm({ orderId, owed }: { orderId: string; owed: MoneyOwed }) {
  const queryClient = useQueryClient();
  const { queryKey } = moneyOwedQuery(orderId);
  const form = useSchemaForm(payoutForm, { defaultValues: { coin: '', address: '' } });
  const [terms, setTerms] = useState<PayoutTerms | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Back from the confirmation to change the address: the address field takes the focus again.
  const [changing, setChanging] = useState(false);
  useEffect(() => {
    if (changing && !terms) form.setFocus('address');
  }, [changing, terms, form]);
  const ask = (values: { coin: string; address: string }): PayoutAsk => ({ order_id: orderId, ...values });

  const quote = useMutation({
    mutationFn: quotePayout,
    onSuccess: setTerms,
    onError: (error) => {
      // The server's word on the coin or the address ("This is not a valid BTC (Bitcoin) address.") goes under it;
      // anything else (taken meanwhile, nothing owed) shows above the button, and the page reads the money again.
      if (showServerDetails(form, error)) return;
      setProblem(failureText(error, MESSAGES.tryAgainLater));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  const send = useMutation({
    mutationFn: sendPayout,
    onSuccess: ({ state, payout }) =>
      queryClient.setQueryData(queryKey, (old) => old && { ...old, state, payout, ways: [], coins: [] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const checkAddress = form.handleSubmit((values) => {
    send.reset();
    setProblem(null);
    return quote.mutateAsync(ask(values)).catch(() => undefined);
  });

  if (terms) {
    return (
      <Confirmation
        provider={owed.provider}
        coinLabel={owed.coins.find((coin) => coin.value === terms.coin)?.label ?? terms.coin}
        terms={terms}
        sending={send.isPending}
        problem={send.isError ? failureText(send.error, MESSAGES.tryAgainLater) : null}
        onSend={() => send.mutate(ask({ coin: terms.coin, address: terms.address }))}
        onChange={() => {
          setTerms(null);
          setChanging(true);
          send.reset();
        }}
      />
    );
  }
  return (
    <form noValidate onSubmit={(event) => void checkAddress(event)} className="space-y-3 text-slate-900">
      <SelectField label="Coin" {...schemaField(form, 'coin')}>
        <option value="">Choose a coin</option>
        {owed.coins.map((coin) => (
          <option key={coin.value} value={coin.value}>
            {coin.label}
          </option>
        ))}
      </SelectField>
      <FormField label="Your wallet address" autoComplete="off" spellCheck={false} {...schemaField(form, 'address')} />
      <FormAlert message={problem} />
      <Button type="submit" disabled={quote.isPending}>
        {quote.isPending ? 'Checking...' : 'Check address'}
      </Button>
    </form>
  );
}

function Confirmation({
  provider,
  coinLabel,
  terms,
  sending,
  problem,
  onSend,
  onChange,
}: {
  provider: PaymentProviderName;
  coinLabel: string;
  terms: PayoutTerms;
  sending: boolean;
  problem: string | null;
  onSend: () => void;
  onChange: () => void;
}) {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // Keyboard and screen reader users land on what they are asked to confirm, and all of it is brought into view.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const amount = (value: string) => coinAmount(provider, terms.coin, value);
  const rows: [string, string][] = [
    ['Coin', coinLabel],
    ['Network', terms.network],
    ['Amount', amount(terms.amount_coin)],
    ["Provider's fee", amount(terms.fee_coin)],
    ['You receive', amount(terms.receive_coin)],
  ];
  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg bg-white p-3 text-slate-900 ring-1 ring-slate-200"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold outline-none">
        Check before sending
      </h3>
      <div>
        <p className="text-xs font-medium text-slate-600">To this address</p>
        <p className="font-mono text-sm break-all">{terms.address}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium tabular-nums break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600">
        A payout cannot be undone: check that the address is yours and on this network.
      </p>
      <FormAlert message={problem} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onSend} disabled={sending} className="flex-1">
          {sending ? 'Sending...' : 'Send'}
        </Button>
        <Button variant="secondary" onClick={onChange} disabled={sending} className="flex-1">
          Change address
        </Button>
      </div>
    </section>
  );
}
