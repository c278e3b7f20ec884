// A receipt as it shows and prints (docs/decisions/040): the shop's name, the receipt's number and date, the item, its
// kind, the payment method and reference, the amount. While one is on the page, printing shows it alone.

import type { ReactNode } from 'react';
import { DATE_LOCALE } from '@shared/constants';
import { formatUsd } from '@shared/money';
import type { Receipt } from '@shared/schemas/receipts';
import { SITE_NAME } from '@/config/site';
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
  adjustment: 'Adjustment by support',
};

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-right text-sm font-medium break-all text-slate-900">{children}</dd>
    </div>
  );
}

export function ReceiptSheet({ receipt }: { receipt: Receipt }) {
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
