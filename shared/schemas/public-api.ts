// The public developer API's requests and answers (docs/decisions/024): the schemas the handlers validate with and
// the OpenAPI document is generated from.

import * as z from 'zod';
import { LEASE_DAYS } from '../constants.js';
import { orderMessage } from './orders.js';

/** A catalogue id, a service's name in any case, or its activation code (`wa`). */
const serviceRef = z.union([z.number().int().positive(), z.string().trim().min(1).max(100)], {
  error: 'Name a service: its id, its name or its activation code',
});
const country = z.literal('GB', { error: "Only UK numbers are sold: country must be 'GB'" });
/** The most the caller will pay, in cents: a higher price is refused (PRICE_ABOVE_MAX) and nothing is bought. */
const maxPrice = z
  .number({ error: 'max_price is a whole number of cents' })
  .int('max_price is a whole number of cents')
  .positive('max_price is a whole number of cents above 0')
  .optional()
  .meta({
    description: 'The most you will pay, in cents: a higher price is refused (PRICE_ABOVE_MAX), nothing charged',
  });

export const createOrderRequest = z.strictObject({ service: serviceRef, country, max_price: maxPrice });
export const smsOrderRequest = z.strictObject({
  service: serviceRef,
  max_price: maxPrice,
  type: z.enum(['one-time', 'lease'], { error: "type must be 'one-time' or 'lease'" }).default('one-time'),
});
export const createLeaseRequest = z.strictObject({
  service: serviceRef,
  duration: z
    .literal(LEASE_DAYS, { error: `A lease lasts ${LEASE_DAYS} days: duration must be ${LEASE_DAYS}` })
    .default(LEASE_DAYS),
  max_price: maxPrice,
});
export const purchaseNumberRequest = z.strictObject({
  type: z.literal('esim', { error: "type must be 'esim'" }),
  max_price: maxPrice,
});

/** An order's id as the API issues it: lower-case letters and digits. */
export const orderId = z.string().regex(/^[a-z0-9]{6,40}$/, 'Not an order id');
export const orderIdParams = z.strictObject({ id: orderId });
export const smsStatusQuery = z.strictObject({ id: orderId });
/** A lease's id has the same shape as an order's. */
export const leaseIdParams = z.strictObject({ id: orderId.clone().meta({ description: 'The lease id' }) });

/** Paging of the lists (docs/decisions/031 "Lists"): newest first, `limit` per page, `cursor` from the last page. */
export const LIST_LIMIT_DEFAULT = 20;
export const LIST_LIMIT_MAX = 100;
const paging = {
  limit: z.coerce
    .number({ error: `limit is a whole number from 1 to ${LIST_LIMIT_MAX}` })
    .int(`limit is a whole number from 1 to ${LIST_LIMIT_MAX}`)
    .min(1, 'limit is at least 1')
    .max(LIST_LIMIT_MAX, `limit is at most ${LIST_LIMIT_MAX}`)
    .optional()
    .meta({ description: `Items per page, 1 to ${LIST_LIMIT_MAX} (default ${LIST_LIMIT_DEFAULT})` }),
  cursor: z.string().min(1).max(2_000).optional().meta({ description: "The previous page's next_cursor" }),
};
/** A service's catalogue id, name or activation code, as a query value. */
const serviceFilter = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .optional()
  .meta({ description: 'Only this service: its id, its name or its activation code' });

export const apiOrderStatus = z.enum(['pending', 'completed', 'cancelled', 'expired']);
export const listOrdersQuery = z.strictObject({
  status: apiOrderStatus.optional(),
  service: serviceFilter,
  ...paging,
});
export const apiLeaseStatus = z.enum(['active', 'grace', 'expired', 'cancelled']);
export const listLeasesQuery = z.strictObject({
  status: apiLeaseStatus.optional(),
  service: serviceFilter,
  ...paging,
});
export const pageQuery = z.strictObject(paging);
export const apiOrder = z.object({
  id: z.string(),
  phone_number: z.string(),
  service: z.string(),
  status: apiOrderStatus,
  created_at: z.string(),
  expires_at: z.string(),
  code: z.string().nullable(),
  /** The whole SMS that brought the code, and its sender; null until it arrives and 24 hours after. */
  sms_text: z.string().nullable(),
  sms_from: z.string().nullable(),
  received_at: z.string().nullable(),
  /**
   * Messages that reached the number but did not bring this service's code (another sender's, or one without a code),
   * oldest first; removed 24 hours after the first arrived.
   */
  other_messages: z.array(orderMessage),
});
export type ApiOrder = z.infer<typeof apiOrder>;
export const apiOrderCode = apiOrder.pick({ code: true, received_at: true, status: true, other_messages: true });

export const apiLease = z.object({
  id: z.string(),
  phone_number: z.string(),
  service: z.string(),
  status: apiLeaseStatus,
  start_date: z.string(),
  end_date: z.string(),
  message_count: z.number().int(),
});
/** One message in a lease's inbox; its code and text are removed 24 hours after it arrived. */
export const apiLeaseMessage = z.object({
  id: z.string(),
  from: z.string(),
  text: z.string().nullable(),
  code: z.string().nullable(),
  received_at: z.string(),
});
/** A page: `next_cursor` and `next` (the next page's path) are null on the last one. */
const listPage = <T extends z.ZodType>(name: string, item: T) =>
  z.object({ [name]: z.array(item), next_cursor: z.string().nullable(), next: z.string().nullable() });
export const apiEsim = z.object({
  id: z.string(),
  phone_number: z.string(),
  iccid: z.string(),
  puk: z.string(),
  /** The eSIM's activation code (`LPA:1$...`), which its QR image encodes. */
  activation_code: z.string(),
  /** The QR image, a PNG as a data: URL. */
  qr_code: z.string(),
});
export const apiBalance = z.object({ balance_cents: z.number().int(), currency: z.literal('USD') });
export const apiService = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  price_cents: z.number().int(),
  lease_price_cents: z.number().int(),
  in_stock: z.number().int(),
});
export const apiServices = z.object({ services: z.array(apiService) });
/** `GET /api/v1/health`: the stage that answered and its clock, given only when its table answered a read. */
export const apiHealth = z.object({ stage: z.string(), time: z.iso.datetime() });

export const apiErrorCode = z.enum([
  'UNAUTHORIZED',
  'KEY_INACTIVE',
  'ACCOUNT_DISABLED',
  'SUBSCRIPTION_SUSPENDED',
  'QUOTA_EXCEEDED',
  'RATE_LIMITED',
  'INSUFFICIENT_BALANCE',
  'NO_NUMBERS',
  'NOT_FOUND',
  'VALIDATION_ERROR',
  'INVALID_STATE',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAVAILABLE',
  'INTERNAL_ERROR',
  'PRICE_ABOVE_MAX',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
]);
export type ApiErrorCode = z.infer<typeof apiErrorCode>;
export const apiError = z.object({
  success: z.literal(false),
  error: z.object({
    code: apiErrorCode,
    message: z.string(),
    /** The fields at fault for VALIDATION_ERROR; `{required, available}` in cents for INSUFFICIENT_BALANCE. */
    details: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  }),
});

export const apiOrderList = listPage('orders', apiOrder);
export const apiLeaseList = listPage('leases', apiLease);
export const apiLeaseMessageList = listPage('messages', apiLeaseMessage);
