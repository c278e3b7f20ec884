// Recent Transactions (docs/decisions/015 "Screens", "Fields"): Type, Description, Amount, Date (en-GB) and Status,
// shown 'TXN-'+id; deposits and refunds are credits, purchases debits (013 "Answers"); status completed or success
// green, pending yellow, any other grey.

import { DATE_LOCALE } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { WalletTransactionView } from '@shared/schemas/wallet';
import { ReceiptLink } from '@/components/receipts/receipt-link';
import { TableHead } from '@/components/ui/table-head';

const DATE_FORMAT: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

function statusClass(status: string): string {
  const value = status.toLowerCase();
  if (value === 'completed' || value === 'success') return 'bg-emerald-50 text-emerald-800 ring-emerald-600/20';
  if (value === 'pending') return 'bg-amber-50 text-amber-800 ring-amber-600/20';
  return 'bg-slate-100 text-slate-700 ring-slate-500/20';
}

const TYPE_LABEL: Record<WalletTransactionView['type'], string> = {
  deposit: 'Deposit',
  refund: 'Refund',
  purchase: 'Purchase',
};

function rowView(transaction: WalletTransactionView) {
  const credit = transaction.type !== 'purchase';
  return {
    key: transaction.id,
    reference: `TXN-${transaction.id}`,
    type: TYPE_LABEL[transaction.type],
    description: transaction.description,
    amount: `${credit ? '+' : '-'}${formatUsd(transaction.amount_cents)}`,
    amountClass: credit ? 'text-emerald-700' : 'text-slate-900',
    date: new Date(transaction.created_at).toLocaleString(DATE_LOCALE, DATE_FORMAT),
    dateTime: transaction.created_at,
    status: transaction.status.toLowerCase(),
    statusClass: statusClass(transaction.status),
  };
}

type RowView = ReturnType<typeof rowView>;

function StatusBadge({ row }: { row: RowView }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${row.statusClass}`}
    >
      {row.status}
    </span>
  );
}

/** The spec's columns (docs/decisions/015 "Screens"). */
const COLUMNS = ['Type', 'Description', 'Amount', 'Date', 'Status'] as const;

function SkeletonRows() {
  return (
    <div aria-hidden="true" className="divide-y divide-slate-100">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex animate-pulse items-center gap-4 px-4 py-4">
          <div className="h-4 w-20 rounded bg-slate-200" />
          <div className="h-4 flex-1 rounded bg-slate-100" />
          <div className="h-4 w-16 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

export function TransactionsTable({ transactions }: { transactions: WalletTransactionView[] | null }) {
  if (transactions === null) {
    return (
      <div role="status">
        <span className="sr-only">Loading transactions</span>
        <SkeletonRows />
      </div>
    );
  }
  if (transactions.length === 0) {
    return <p className="px-4 py-12 text-center text-sm text-slate-600">{MESSAGES.noTransactions}</p>;
  }
  const rows = transactions.map(rowView);
  return (
    <>
      {/* Phones: one card a transaction. */}
      <ul className="divide-y divide-slate-100 md:hidden">
        {rows.map((row) => (
          <li key={row.key} className="px-4 py-3.5">
            <div className="flex items-baseline justify-between gap-3">
              <p className="text-sm font-semibold text-slate-900">
                {row.type} <span className="ml-1 font-mono text-xs font-normal text-slate-500">{row.reference}</span>
              </p>
              <p className={`text-sm font-semibold tabular-nums ${row.amountClass}`}>{row.amount}</p>
            </div>
            <p className="mt-0.5 text-sm text-slate-700">{row.description}</p>
            <div className="mt-2 flex items-center justify-between gap-3 text-xs text-slate-600">
              <time dateTime={row.dateTime}>{row.date}</time>
              <ReceiptLink receipt={{ id: row.key }} label={row.reference} />
              <StatusBadge row={row} />
            </div>
          </li>
        ))}
      </ul>
      {/* Wider screens: the spec's table. */}
      <table className="hidden w-full text-sm md:table">
        <TableHead columns={COLUMNS} right={['Amount']}>
          <th scope="col" className="px-4 py-3">
            <span className="sr-only">Receipt</span>
          </th>
        </TableHead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key} className="hover:bg-slate-50/60">
              <td className="px-4 py-3">
                <span className="font-semibold text-slate-900">{row.type}</span>
                <span className="block font-mono text-xs text-slate-500">{row.reference}</span>
              </td>
              <td className="px-4 py-3 text-slate-700">{row.description}</td>
              <td className={`px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums ${row.amountClass}`}>
                {row.amount}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                <time dateTime={row.dateTime}>{row.date}</time>
              </td>
              <td className="px-4 py-3">
                <StatusBadge row={row} />
              </td>
              <td className="px-4 py-3 text-right">
                <ReceiptLink receipt={{ id: row.key }} label={row.reference} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
