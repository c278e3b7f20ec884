// The back office's calls (docs/decisions/021): the dashboard's figures, revenue, and the users, orders and leases
// lists, paged with `limit` and `next_cursor`.

import * as z from 'zod';
import { ROLE_ADMIN, ROLE_USER } from '../constants.js';
import { leaseStatus, orderStatus } from './orders.js';

export const ADMIN_PAGE_DEFAULT = 50;
export const ADMIN_PAGE_MAX = 200;

/** A page of an admin list: its size and where to continue. */
export const adminPageFields = {
  limit: z.coerce
    .number({ error: 'Expected a whole number' })
    .int('Expected a whole number')
    .min(1, 'At least 1')
    .max(ADMIN_PAGE_MAX, `At most ${ADMIN_PAGE_MAX}`)
    .default(ADMIN_PAGE_DEFAULT),
  cursor: z.string().min(1).max(2000).optional(),
};

/** A list's query: the page size, where to continue, and a whole email, phone number or id to look up. */
export const adminListQuery = z.strictObject({
  ...adminPageFields,
  search: z.string().trim().max(254, 'At most 254 characters').optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

const page = { success: z.literal(true), next_cursor: z.string().nullable() };

export const adminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  is_active: z.boolean(),
  /** Cents. */
  wallet_balance: z.number().int(),
  last_login_at: z.string().nullable(),
  role: z.enum([ROLE_ADMIN, ROLE_USER]),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUsersResponse = z.object({ ...page, users: z.array(adminUser) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

/** Who holds an order or lease: a member, or an anonymous buyer (no name; the checkout email, if any). */
const holder = { user_name: z.string(), user_email: z.string() };

/**
 * Not in the spec (docs/decisions/038): where an anonymous order's crypto payment stands, beside the order; `held`
 * when money of it is held for an operator. A member's order is paid from the wallet and has none.
 */
export const ADMIN_PAYMENT_STATES = [
  'pending',
  'partly_paid',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'held',
] as const;
export type AdminPaymentState = (typeof ADMIN_PAYMENT_STATES)[number];

export const adminOrder = z.object({
  id: z.string(),
  ...holder,
  service_name: z.string(),
  /** Cents. */
  price: z.number().int(),
  status: orderStatus,
  created_at: z.string(),
  phone_number: z.string(),
  verification_code: z.string().nullable(),
  /** Ours: the order's anonymous payment, given only when an order is looked up (`search`), null for a member's. */
  payment: z
    .object({ id: z.string(), state: z.enum(ADMIN_PAYMENT_STATES) })
    .nullable()
    .optional(),
});
export type AdminOrder = z.infer<typeof adminOrder>;
export const adminOrdersResponse = z.object({ ...page, orders: z.array(adminOrder) });
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponse>;

export const adminLease = z.object({
  id: z.string(),
  ...holder,
  service_name: z.string(),
  phone_number: z.string(),
  status: leaseStatus,
  start_date: z.string(),
  end_date: z.string(),
  price_cents: z.number().int(),
  message_count: z.number().int().nonnegative(),
});
export type AdminLease = z.infer<typeof adminLease>;
export const adminLeasesResponse = z.object({ ...page, leases: z.array(adminLease) });
export type AdminLeasesResponse = z.infer<typeof adminLeasesResponse>;

/** Money in cents; `total_orders` counts one-time, lease and eSIM sales, net of refunds. */
/**
 * Beside the spec's two figures (docs/decisions/061): this UTC month's sales, what the carrier's numbers cost (bought
 * this month at their purchase price), the numbers bought and released, and the margin (sales less that cost), in cents.
 */
/**
 * One product's month (docs/decisions/066): its sales net of refunds, the carrier's price of the numbers those sales
 * used (a refund does not give the number back; a number from elsewhere, an eSIM's or an API key's cost nothing), and
 * the margin between them.
 */
export const productMargin = z.object({
  product: z.enum(['one_time', 'lease', 'esim', 'api_key']),
  sales_cents: z.number().int(),
  number_cost_cents: z.number().int(),
  margin_cents: z.number().int(),
});
export type ProductMargin = z.infer<typeof productMargin>;

export const carrierMonth = z.object({
  sales_cents: z.number().int(),
  carrier_spend_cents: z.number().int(),
  margin_cents: z.number().int(),
  numbers_bought: z.number().int(),
  numbers_released: z.number().int(),
  products: z.array(productMargin),
});

export const revenueResponse = z.object({
  success: z.literal(true),
  total_revenue: z.number().int(),
  total_orders: z.number().int(),
  carrier_month: carrierMonth,
});
export type RevenueResponse = z.infer<typeof revenueResponse>;

/** The dashboard's figures: today and this month are UTC; `recent_orders` counts the last 7 UTC days' sales. */
export const adminStatsResponse = z.object({
  success: z.literal(true),
  total_revenue: z.number().int(),
  today_revenue: z.number().int(),
  monthly_revenue: z.number().int(),
  today_orders: z.object({
    total_orders: z.number().int(),
    one_time_sms: z.number().int(),
    lease_orders: z.number().int(),
    buy_orders: z.number().int(),
  }),
  active_leases: z.number().int(),
  pending_tickets: z.number().int(),
  recent_orders: z.number().int(),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponse>;
