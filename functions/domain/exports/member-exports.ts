// A member's CSV exports (docs/decisions/040): their ledger entries and their one-time orders within a range of days.

import type { ExportRangeQuery } from '../../../shared/schemas/receipts.js';
import type { OneTimeOrder } from '../orders/one-time-order.js';
import type { Page, PageRequest } from '../ports.js';
import type { ReceiptDeps, TimeRange } from '../receipts/receipt-deps.js';
import { userOwner } from '../stock/owner.js';
import { balanceChange, type WalletTransaction } from '../wallet/ledger.js';
import { pagedCsv, type CsvColumn, type CsvExport } from './paged-csv.js';
import { moneyCell, phoneCell } from './csv.js';
import type { Payment } from '../payments/payment.js';
import { buyerReference, entryPayment } from '../receipts/receipts.js';

export interface ExportLimits {
  /** Rows read per page. */
  pageSize: number;
  /** Where an answer stops, between pages, so it fits a function's response. */
  maxBytes: number;
}

/** The days from and to, both whole, as UTC instants. */
export const rangeOf = (query: Pick<ExportRangeQuery, 'from' | 'to'>): TimeRange => ({
  from: `${query.from}T00:00:00.000Z`,
  to: `${query.to}T23:59:59.999Z`,
});

/** A ledger entry with the payment it names, if a top-up's, for its readable reference. */
type Statement = { entry: WalletTransaction; payment: Payment | null };

const TRANSACTION_COLUMNS: CsvColumn<Statement>[] = [
  { header: 'Date', value: ({ entry }) => entry.createdAt },
  { header: 'Receipt', value: ({ entry }) => entry.id },
  { header: 'Type', value: ({ entry }) => entry.type },
  { header: 'Description', value: ({ entry }) => entry.description },
  // Signed as the balance moved, a number a spreadsheet sums.
  {
    header: 'Amount (USD)',
    value: ({ entry }) => moneyCell(balanceChange(entry)),
  },
  { header: 'Reference', value: ({ entry, payment }) => buyerReference(entry, payment) },
];

const ORDER_COLUMNS: CsvColumn<OneTimeOrder>[] = [
  { header: 'Date', value: (order) => order.createdAt },
  { header: 'Order', value: (order) => order.id },
  { header: 'Service', value: (order) => order.serviceName },
  { header: 'Phone Number', value: (order) => phoneCell(order.phoneNumber) },
  { header: 'Price (USD)', value: (order) => moneyCell(order.priceCents) },
  { header: 'Status', value: (order) => order.status },
  { header: 'Code', value: (order) => order.code },
];

const request = (cursor: string | null, limits: ExportLimits): PageRequest => ({ limit: limits.pageSize, cursor });

/** The rows `read` finds within the query's days, a page at a time from the query's cursor on. */
function rangeCsv<T>(
  columns: readonly CsvColumn<T>[],
  read: (range: TimeRange, page: PageRequest) => Promise<Page<T>>,
  query: ExportRangeQuery,
  limits: ExportLimits,
): Promise<CsvExport> {
  return pagedCsv(
    columns,
    async (cursor) => {
      const page = await read(rangeOf(query), request(cursor, limits));
      return { rows: page.items, nextCursor: page.nextCursor };
    },
    { cursor: query.cursor ?? null, maxBytes: limits.maxBytes },
  );
}

/** One of a member's CSV exports over a date range. */
type MemberCsv = (
  deps: Pick<ReceiptDeps, 'statements' | 'payments'>,
  userId: string,
  query: ExportRangeQuery,
  limits: ExportLimits,
) => Promise<CsvExport>;

/** A page of entries, each with the payment it names: one read per top-up on the page (its credit and bonus share it). */
async function withPayments(deps: Pick<ReceiptDeps, 'payments'>, page: Page<WalletTransaction>) {
  const payments = new Map<string, Promise<Payment | null>>();
  const items = await Promise.all(
    page.items.map(async (entry) => {
      const key = entry.reference.split(':').slice(0, 2).join(':');
      if (!payments.has(key)) payments.set(key, entryPayment(deps, entry));
      return { entry, payment: await payments.get(key)! };
    }),
  );
  return { items, nextCursor: page.nextCursor };
}

export const transactionsCsv: MemberCsv = (deps, userId, query, limits) =>
  rangeCsv(
    TRANSACTION_COLUMNS,
    async (range, page) => withPayments(deps, await deps.statements.transactionsPage(userId, range, page)),
    query,
    limits,
  );

export const ordersCsv: MemberCsv = (deps, userId, query, limits) =>
  rangeCsv(ORDER_COLUMNS, (range, page) => deps.statements.ordersPage(userOwner(userId), range, page), query, limits);
