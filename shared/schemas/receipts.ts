// Receipts and CSV exports (docs/decisions/040): a receipt's answer, which entry it is asked for, and an export's range.

import * as z from 'zod';

/** A day as the date inputs send it, `YYYY-MM-DD`, that is a real calendar day. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Expected a real date',
  );

/** A member's receipt: the ledger entry's id (the wallet's row), or the reference of what it paid for (an order's row). */
export const receiptQuery = z
  .strictObject({
    id: z.string().min(1).max(64).optional(),
    reference: z.string().min(1).max(200).optional(),
  })
  .refine((query) => (query.id === undefined) !== (query.reference === undefined), {
    message: 'Give either id or reference',
    path: ['id'],
  });
export type ReceiptQuery = z.infer<typeof receiptQuery>;

/** The anonymous buyer's receipt: the order's link token (docs/decisions/023) is the only key. */
export const anonymousReceiptQuery = z.strictObject({ order_id: z.string().min(1).max(64) });

export const receipt = z.object({
  /** The receipt's number: the ledger entry's id, or the anonymous order's payment id. */
  number: z.string(),
  date: z.string(),
  kind: z.enum(['top_up', 'bonus', 'refund', 'one_time', 'lease', 'esim', 'api_key', 'forfeit', 'adjustment']),
  item: z.string(),
  /** Cents, always positive; `credit` says which way it moved. */
  amount: z.number().int(),
  credit: z.boolean(),
  currency: z.literal('USD'),
  payment_method: z.string(),
  payment_reference: z.string(),
});
export type Receipt = z.infer<typeof receipt>;
export const receiptResponse = z.object({ success: z.literal(true), receipt });
export type ReceiptResponse = z.infer<typeof receiptResponse>;

/** A member's export: the days from and to, both included (UTC), and where a long export continues. */
export const exportRangeQuery = z
  .strictObject({ from: day, to: day, cursor: z.string().min(1).max(2000).optional() })
  .refine((range) => range.from <= range.to, {
    message: 'The start date must not be after the end date',
    path: ['from'],
  });
export type ExportRangeQuery = z.infer<typeof exportRangeQuery>;

/** An admin export: the list's own filter (`search`) and where a long export continues. */
const filterValue = z.string().trim().max(40, 'At most 40 characters').optional();
export const adminExportQuery = z.strictObject({
  search: z.string().trim().max(254, 'At most 254 characters').optional(),
  cursor: z.string().min(1).max(2000).optional(),
  /** The screen's filters (docs/decisions/044): its typed term and its dropdowns' values. */
  term: z.string().trim().max(254, 'At most 254 characters').optional(),
  status: filterValue,
  type: filterValue,
  priority: filterValue,
});

/** The admin lists that export, by the name in the export's path. */
export const ADMIN_EXPORT_LISTS = ['users', 'orders', 'leases', 'held-payments', 'tickets', 'audit'] as const;
export type AdminExportList = (typeof ADMIN_EXPORT_LISTS)[number];

/** Where an export stopped when it reached its size limit: ask again with `cursor` set to this header's value. */
export const EXPORT_NEXT_CURSOR_HEADER = 'x-export-next-cursor';
