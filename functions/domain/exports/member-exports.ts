// A member's CSV exports (docs/decisions/040): their ledger entries and their one-time orders within a range of days.

import { centsToDecimal } from '../../../shared/money.js';
import type { ExportRangeQuery } from '../../../shared/schemas/receipts.js';
import type { OneTimeOrder } from '../orders/one-time-order.js';
import type { Page, PageRequest } from '../ports.js';
import type { ReceiptDeps, TimeRange } from '../receipts/receipt-deps.js';
import { userOwner } from '../stock/owner.js';
import { isCredit, type WalletTransaction } from '../wallet/ledger.js';
import { pagedCsv, type CsvColumn, type CsvExport } from './paged-csv.js';

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

const TRANSACTION_COLUMNS: CsvColumn<WalletTransaction>[] = [
  { header: 'Date', value: (entry) => entry.createdAt },
  { header: 'Receipt', value: (entry) => entry.id },
  { header: 'Type', value: (entry) => entry.type },
  { header: 'Description', value: (entry) => entry.description },
  // Signed as the balance moved; the formula guard quotes a leading minus.
  {
    header: 'Amount (USD)',
    value: (entry) => centsToDecimal(isCredit(entry.kind) ? entry.amountCents : -entry.amountCents),
  },
  { header: 'Reference', value: (entry) => entry.reference },
];

const ORDER_COLUMNS: CsvColumn<OneTimeOrder>[] = [
  { header: 'Date', value: (order) => order.createdAt },
  { header: 'Order', value: (order) => order.id },
  { header: 'Service', value: (order) => order.serviceName },
  { header: 'Phone Number', value: (order) => order.phoneNumber },
  { header: 'Price (USD)', value: (order) => centsToDecimal(order.priceCents) },
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
  deps: Pick<ReceiptDeps, 'statements'>,
  userId: string,
  query: ExportRangeQuery,
  limits: ExportLimits,
) => Promise<CsvExport>;

export const transactionsCsv: MemberCsv = (deps, userId, query, limits) =>
  rangeCsv(TRANSACTION_COLUMNS, (range, page) => deps.statements.transactionsPage(userId, range, page), query, limits);

export const ordersCsv: MemberCsv = (deps, userId, query, limits) =>
  rangeCsv(ORDER_COLUMNS, (range, page) => deps.statements.ordersPage(userOwner(userId), range, page), query, limits);
