// One-time SMS orders and 30-day leases bought by members (docs/decisions/015 "Fields": Order, Lease, Inbox message;
// "Calls").

import * as z from 'zod';
import { MESSAGES } from '../messages.js';
import { requiredText } from './fields.js';

/**
 * docs/decisions/015 "Fields": the member purchase payload is `service_id`, `service_name`, `price_cents`; the price is
 * checked, not trusted (docs/decisions/016 invariant 6).
 */
export const purchaseRequest = z.strictObject({
  service_id: z.number({ error: MESSAGES.selectServiceFirst }).int().positive(),
  service_name: requiredText(MESSAGES.selectServiceFirst, 100),
  price_cents: z.number({ error: 'Expected the price in cents' }).int().nonnegative(),
});
export type PurchaseRequest = z.infer<typeof purchaseRequest>;

/** What an order and a lease both show: the service (icon and colour from the catalogue), the number, the price. */
const numberRecord = z.object({
  id: z.string(),
  service_id: z.number(),
  service_name: z.string(),
  icon: z.string(),
  color: z.string(),
  phone_number: z.string(),
  /** Cents. */
  price: z.number().int(),
});

export const orderStatus = z.enum(['pending', 'completed', 'cancelled']);
export type OrderStatus = z.infer<typeof orderStatus>;

/** A message that reached a one-time order's number but did not bring its service's code (another sender's, or none). */
export const orderMessage = z.object({ from: z.string(), text: z.string(), received_at: z.string() });
export type OrderMessageView = z.infer<typeof orderMessage>;

export const orderView = numberRecord.extend({
  verification_code: z.string().nullable(),
  /** The full text of the message that brought the code (peers return both). */
  sms_text: z.string().nullable(),
  status: orderStatus,
  created_at: z.string(),
  /** When the number stops waiting: created_at + 900 s. */
  expires_at: z.string(),
  /** Messages that reached the number but did not bring this service's code, oldest first. */
  other_messages: z.array(orderMessage),
});
export type OrderView = z.infer<typeof orderView>;

export const orderListResponse = z.object({ success: z.literal(true), orders: z.array(orderView) });

/** docs/decisions/015 "Fields": the order answer is `success`, `phone_number`, `order_id`, `message`. */
export const createOrderResponse = z.object({
  success: z.literal(true),
  phone_number: z.string(),
  order_id: z.string(),
  message: z.string(),
  order: orderView,
});

export const cancelOrderQuery = z.strictObject({ id: requiredText(MESSAGES.orderNotFound, 64) });

export const cancelOrderResponse = z.object({ success: z.literal(true), message: z.string(), order: orderView });

/**
 * `grace`: the 30 days have passed, but for LEASE_GRACE_DAYS the number is held for its buyer, who can still renew
 * (docs/decisions/062).
 */
export const leaseStatus = z.enum(['active', 'grace', 'expired', 'cancelled']);
export type LeaseStatus = z.infer<typeof leaseStatus>;

export const leaseView = numberRecord.extend({
  status: leaseStatus,
  start_date: z.string(),
  end_date: z.string(),
  /** The ceiling of the remaining days, at least 0 (docs/decisions/013 "Leases"). */
  days_left: z.number().int().nonnegative(),
  message_count: z.number().int().nonnegative(),
  /** Ours (docs/decisions/062): whether the lease renews itself LEASE_REMINDER_DAYS before its end. */
  auto_renew: z.boolean(),
  /** When the last automatic renewal failed for want of money; null once renewed. */
  auto_renew_failed_at: z.string().nullable(),
  /** How often the lease has been renewed. */
  renewals: z.number().int().nonnegative(),
  /** What a renewal costs now (cents): the service's lease price in the catalogue; null once it cannot renew. */
  renewal_price: z.number().int().nullable(),
  /** Where a renewal would move the end: end_date plus 30 days; null once it cannot renew. */
  renewed_end_date: z.string().nullable(),
});
export type LeaseView = z.infer<typeof leaseView>;

export const leaseListResponse = z.object({ success: z.literal(true), leases: z.array(leaseView) });

export const createLeaseResponse = z.object({
  success: z.literal(true),
  phone_number: z.string(),
  order_id: z.string(),
  message: z.string(),
  lease: leaseView,
});

export const leaseMessagesQuery = z.strictObject({ lease_id: requiredText(MESSAGES.leaseNotFound, 64) });

/**
 * docs/decisions/015 "Fields": an inbox message is `id`, `from`, `receivedAt`, `code`, `service`; ours adds the full
 * text.
 */
export const inboxMessage = z.object({
  id: z.string(),
  from: z.string(),
  receivedAt: z.string(),
  code: z.string().nullable(),
  service: z.string(),
  /** Null once removed, 24 hours after arrival, like the code. */
  text: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;

export const leaseMessagesResponse = z.object({
  success: z.literal(true),
  lease: leaseView,
  messages: z.array(inboxMessage),
});

/** Ours (docs/decisions/062): renews one of the member's leases from the wallet. */
export const renewLeaseRequest = z.strictObject({ lease_id: requiredText(MESSAGES.leaseNotFound, 64) });

export const renewLeaseResponse = z.object({ success: z.literal(true), message: z.string(), lease: leaseView });

/** Ours (docs/decisions/062): switches a lease's automatic renewal on or off. */
export const autoRenewRequest = z.strictObject({
  lease_id: requiredText(MESSAGES.leaseNotFound, 64),
  auto_renew: z.boolean({ error: 'Expected auto_renew to be true or false' }),
});

export const autoRenewResponse = renewLeaseResponse;
