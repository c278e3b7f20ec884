// The back office's CSV exports (docs/decisions/040): each list's rows as its screen's filter selects them, read a page
// at a time through the very list function the screen calls, each page's rows kept when the screen's term and
// dropdowns select them (docs/decisions/044), so an export holds what the filters select over the whole list.

import type { OwedRefundRepository } from '../refunds/ports.js';
import {
  matchesLease,
  matchesOrder,
  matchesTicket,
  matchesUser,
  type AdminListFilter,
} from '../../../shared/admin-list-filters.js';
import type { AuditEntryView } from '../../../shared/schemas/audit.js';
import type { AdminHeldPayment } from '../../../shared/schemas/held-payments.js';
import { listAuditEntries } from '../audit/audit-list.js';
import type { AdminExportList } from '../../../shared/schemas/receipts.js';
import type { AdminTicketView } from '../../../shared/schemas/tickets.js';
import type { AdminDeps } from '../admin/admin-deps.js';
import { listLeases, listOneTimeOrders, listUsers } from '../admin/admin-lists.js';
import { listHeldPayments } from '../admin/held-payments-list.js';
import { AppError } from '../errors.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import type { TicketsDeps } from '../tickets/tickets-deps.js';
import { toAdminTicketView } from '../tickets/ticket.js';
import type { ExportLimits } from './member-exports.js';
import { phoneCell, type CellValue } from './csv.js';
import { pagedCsv, type CsvColumn, type CsvExport, type RowPage } from './paged-csv.js';

export type AdminExportDeps = Pick<AdminDeps, 'users' | 'oneTimeOrders' | 'leases' | 'adminLists' | 'auditTrail'> &
  Pick<PaymentsDeps, 'payments' | 'notifications' | 'anonymousOrders'> &
  Pick<TicketsDeps, 'tickets'> & { owedRefunds: Pick<OwedRefundRepository, 'find'> };

type Row = Record<string, unknown>;

/** A column per field of the list's rows, headed by the field's name as the list's call answers it. */
const fields = (...names: string[]): CsvColumn<Row>[] =>
  names.map((name) => ({ header: name, value: (row) => (row[name] ?? null) as CellValue }));

const HELD_PAYMENT_COLUMNS: CsvColumn<AdminHeldPayment>[] = [
  ...(fields(
    'id',
    'provider',
    'payment_id',
    'purpose',
    'contact',
    'received_amount',
    'received_at',
    'reason',
    'status',
  ) as CsvColumn<AdminHeldPayment>[]),
  { header: 'resolution', value: (row) => row.resolution?.action ?? null },
  { header: 'resolved_by', value: (row) => row.resolution?.by ?? null },
  { header: 'resolved_at', value: (row) => row.resolution?.at ?? null },
  { header: 'credited_amount', value: (row) => row.resolution?.credited_amount ?? null },
  { header: 'buyer_refund', value: (row) => row.buyer_refund?.state ?? null },
];

interface ListExport {
  columns: CsvColumn<any>[];
  /** Whether the list's screen filters by a search term. */
  searchable: boolean;
  /** Whether a row is one the screen's filters select; a list without filters keeps every row. */
  matches?: (row: any, filter: AdminListFilter) => boolean;
  page(deps: AdminExportDeps, query: { limit: number; cursor?: string; search?: string }): Promise<RowPage<unknown>>;
}

type ListQuery = Parameters<ListExport['page']>[1];

/** A page of a list whose call answers its rows under `key`, beside `next_cursor`. */
const listed =
  <K extends string>(
    list: (deps: AdminExportDeps, query: ListQuery) => Promise<Record<K, unknown[]> & { next_cursor: string | null }>,
    key: K,
  ): ListExport['page'] =>
  async (deps, query) => {
    const answer = await list(deps, query);
    return { rows: answer[key], nextCursor: answer.next_cursor };
  };

/** The columns an order and a lease begin with: the record, its member, the service and the number (as text). */
const NUMBER_HOLDER: CsvColumn<Row>[] = [
  ...fields('id', 'user_name', 'user_email', 'service_name'),
  { header: 'phone_number', value: (row) => phoneCell(row.phone_number as string | null) },
];

const LISTS: Record<AdminExportList, ListExport> = {
  users: {
    columns: fields('id', 'name', 'email', 'role', 'is_active', 'wallet_balance', 'created_at', 'last_login_at'),
    searchable: true,
    matches: matchesUser,
    page: listed(listUsers, 'users'),
  },
  orders: {
    columns: [...NUMBER_HOLDER, ...fields('price', 'status', 'created_at', 'verification_code')],
    searchable: true,
    matches: matchesOrder,
    page: listed(listOneTimeOrders, 'orders'),
  },
  leases: {
    columns: [...NUMBER_HOLDER, ...fields('status', 'start_date', 'end_date', 'price_cents', 'message_count')],
    searchable: true,
    matches: matchesLease,
    page: listed(listLeases, 'leases'),
  },
  'held-payments': {
    columns: HELD_PAYMENT_COLUMNS,
    searchable: false,
    page: listed(listHeldPayments, 'held_payments'),
  },
  tickets: {
    columns: fields(
      'id',
      'subject',
      'category',
      'priority',
      'status',
      'user_name',
      'user_email',
      'created_at',
      'updated_at',
      'last_message_at',
      'message_count',
    ) as CsvColumn<AdminTicketView>[],
    searchable: false,
    matches: matchesTicket,
    page: async (deps, query) => {
      const { tickets, nextCursor } = await deps.tickets.page(query.limit, query.cursor ?? null);
      return { rows: tickets.map(toAdminTicketView), nextCursor };
    },
  },
  // The audit trail whole, newest first (docs/decisions/059); what changed as JSON text.
  audit: {
    columns: [
      ...(fields(
        'id',
        'timestamp',
        'user',
        'email',
        'action',
        'subject',
        'details',
        'reason',
        'ip',
        'userAgent',
      ) as CsvColumn<AuditEntryView>[]),
      { header: 'before', value: (row: AuditEntryView) => (row.before ? JSON.stringify(row.before) : null) },
      { header: 'after', value: (row: AuditEntryView) => (row.after ? JSON.stringify(row.after) : null) },
    ],
    searchable: false,
    page: async (deps, query) => {
      const { entries, next_cursor } = await listAuditEntries(deps, { limit: query.limit, cursor: query.cursor });
      return { rows: entries, nextCursor: next_cursor };
    },
  },
};

export function adminListCsv(
  deps: AdminExportDeps,
  list: AdminExportList,
  query: { search?: string; cursor?: string } & AdminListFilter,
  limits: ExportLimits,
): Promise<CsvExport> {
  const { columns, searchable, matches, page } = LISTS[list];
  const { search: searched, cursor: from, ...filter } = query;
  const search = searched || undefined;
  if (search !== undefined && !searchable)
    throw new AppError('validation', 'This list cannot be searched: export it whole.');
  const filtered = Object.values(filter).some((value) => value !== undefined && value !== '');
  if (filtered && !matches) throw new AppError('validation', 'This list has no filters: export it whole.');
  const readPage = async (cursor: string | null) => {
    const read = await page(deps, { limit: limits.pageSize, search, ...(cursor ? { cursor } : {}) });
    return matches ? { ...read, rows: read.rows.filter((row) => matches(row, filter)) } : read;
  };
  return pagedCsv(columns, readPage, { cursor: from ?? null, maxBytes: limits.maxBytes });
}
