// A receipt (/receipt?id= or ?reference=, docs/decisions/040): the shop's name, the item, the amount, the payment
// method and its reference, the date; Print opens the browser's print dialog, whose page holds the receipt alone.

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DATE_LOCALE } from '../../../../../shared/constants';
import { formatUsd } from '../../../../../shared/money';
import type { Receipt } from '../../../../../shared/schemas/receipts';
import { Seo } from '../../../components/seo';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { SITE_NAME } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import type { ReceiptKey } from '../api/get-receipt';
import { receiptQuery } from '../api/queries';
import '../receipt-print.css';

const KIND_TITLE: Record<Receipt['kind'], string> = {
  top_up: 'Wallet top-up',
  bonus: 'Top-up bonus',
  refund: 'Refund',
  one_time: 'One-Time SMS',
  lease: '30-day lease',
  esim: 'eSIM purchase',
  api_key: 'API key fee',
  forfeit: 'Balance forfeited',
  anonymous_order: 'Order',
};

function keyOf(search: URLSearchParams): ReceiptKey | null {
  const id = search.get('id');
  if (id) return { id };
  const reference = search.get('reference');
  return reference ? { reference } : null;
}

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-right text-sm font-medium break-all text-slate-900">{children}</dd>
    </div>
  );
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const date = new Date(receipt.date);
  return (
    <article
      data-receipt
      aria-labelledby="receipt-heading"
      className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
        <div>
          <p className="text-lg font-bold text-brand-700">{SITE_NAME}</p>
          <h1 id="receipt-heading" className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
            Receipt
          </h1>
        </div>
        <p className="text-right text-sm text-slate-600">
          No.{' '}
          <span data-testid="receipt-number" className="font-mono text-slate-900">
            {receipt.number}
          </span>
          <br />
          <time dateTime={receipt.date}>
            {date.toLocaleString(DATE_LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC
          </time>
        </p>
      </div>
      <dl className="divide-y divide-slate-100">
        <Line term="Item">{receipt.item}</Line>
        <Line term="Type">{KIND_TITLE[receipt.kind]}</Line>
        <Line term="Payment method">{receipt.payment_method}</Line>
        <Line term="Payment reference">
          <span className="font-mono">{receipt.payment_reference}</span>
        </Line>
        <Line term={receipt.credit ? 'Credited to your wallet' : 'Amount paid'}>
          <span className="text-lg font-bold">
            {formatUsd(receipt.amount)} {receipt.currency}
          </span>
        </Line>
      </dl>
    </article>
  );
}

export function ReceiptPage() {
  const [search] = useSearchParams();
  const key = keyOf(search);
  const receipt = useQuery({ ...receiptQuery(key ?? { id: '' }), enabled: key !== null });
  const missing = key === null || (receipt.error instanceof ApiError && receipt.error.status === 404);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Seo />
      <div className="flex items-center justify-between gap-3 print:hidden">
        <Link to={paths.user.wallet.getHref()} className="text-sm font-semibold text-brand-700 hover:underline">
          ← Wallet
        </Link>
        {receipt.data && <Button onClick={() => window.print()}>Print</Button>}
      </div>
      {receipt.data ? (
        <ReceiptSheet receipt={receipt.data} />
      ) : missing ? (
        <p role="alert" className="rounded-xl bg-slate-100 px-4 py-6 text-center text-sm text-slate-700">
          This receipt was not found.
        </p>
      ) : receipt.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-6 text-center text-sm text-red-800">
          The receipt could not be loaded.{' '}
          <button type="button" onClick={() => void receipt.refetch()} className="font-semibold underline">
            Try again
          </button>
        </p>
      ) : (
        <p role="status" className="py-12 text-center text-sm text-slate-600">
          Loading receipt…
        </p>
      )}
    </div>
  );
}
