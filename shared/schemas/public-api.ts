// The public developer API's requests and answers (docs/decisions/024): the schemas the handlers validate with and
// the OpenAPI document is generated from.

import * as z from 'zod';
import { LEASE_DAYS } from '../constants.js';

/** A catalogue id, a service's name in any case, or its activation code (`wa`). */
const serviceRef = z.union([z.number().int().positive(), z.string().trim().min(1).max(100)], {
  error: 'Name a service: its id, its name or its activation code',
});
const country = z.literal('GB', { error: "Only UK numbers are sold: country must be 'GB'" });

export const createOrderRequest = z.strictObject({ service: serviceRef, country });
export const smsOrderRequest = z.strictObject({
  service: serviceRef,
  type: z.enum(['one-time', 'lease'], { error: "type must be 'one-time' or 'lease'" }).default('one-time'),
});
export const createLeaseRequest = z.strictObject({
  service: serviceRef,
  duration: z
    .literal(LEASE_DAYS, { error: `A lease lasts ${LEASE_DAYS} days: duration must be ${LEASE_DAYS}` })
    .default(LEASE_DAYS),
});
export const purchaseNumberRequest = z.strictObject({
  type: z.literal('esim', { error: "type must be 'esim'" }),
});

/** An order's id as the API issues it: lower-case letters and digits. */
export const orderId = z.string().regex(/^[a-z0-9]{6,40}$/, 'Not an order id');
export const orderIdParams = z.strictObject({ id: orderId });
export const smsStatusQuery = z.strictObject({ id: orderId });

export const apiOrderStatus = z.enum(['pending', 'completed', 'cancelled', 'expired']);
export const apiOrder = z.object({
  id: z.string(),
  phone_number: z.string(),
  service: z.string(),
  status: apiOrderStatus,
  created_at: z.string(),
  expires_at: z.string(),
  code: z.string().nullable(),
  received_at: z.string().nullable(),
});
export type ApiOrder = z.infer<typeof apiOrder>;
export const apiOrderCode = apiOrder.pick({ code: true, received_at: true, status: true });

export const apiLease = z.object({
  id: z.string(),
  phone_number: z.string(),
  service: z.string(),
  status: z.enum(['active', 'expired', 'cancelled']),
  start_date: z.string(),
  end_date: z.string(),
});
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
  'SUBSCRIPTION_SUSPENDED',
  'QUOTA_EXCEEDED',
  'INSUFFICIENT_BALANCE',
  'NO_NUMBERS',
  'NOT_FOUND',
  'VALIDATION_ERROR',
  'INVALID_STATE',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAVAILABLE',
  'INTERNAL_ERROR',
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
